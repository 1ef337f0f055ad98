import { expect, test } from './fixtures';

/** The operator's API description renders under the app's own Content-Security-Policy (Helmet). */
test('the API docs page renders every operation with no CSP violation or script error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // the first request generates the description from every route's zod schemas: seconds on a loaded 2-core host
  await expect(page.getByRole('heading', { name: /CodingKaro API/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('.opblock').filter({ hasText: '/api/problems/submit' }).first()).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});
