import type { Page } from '@playwright/test';
import { expect, signInWithDevForm, test } from './fixtures';
import { PYTHON_RIGHT, setEditorCode } from './judge-samples';

/** Against the real built server: the streak badge, first-party analytics with its offline queue, and the service worker. */

/** Drops the console errors a test provokes on purpose (the fixture fails on any other). */
const allowConsoleErrors = (errors: string[], expected: RegExp) =>
  errors.splice(0, errors.length, ...errors.filter((e) => !expected.test(e)));

const queued = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('offlineAnalytics') ?? '[]') as { path: string; type: string }[]);

test.describe('streak, analytics and the offline app', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test("the badge shows '1 day' after a submission and the admin funnel counts it", async ({ page }) => {
    test.setTimeout(240_000);
    await signInWithDevForm(page, 'Admin', 'admin@example.com');
    await expect(page).toHaveURL('/');
    const badge = page.getByRole('navigation', { name: 'Main' }).first().getByTestId('streak-badge');
    await expect(badge).toHaveText('0 days');

    await page.goto('/problems/two-sum');
    await page
      .getByRole('combobox')
      .filter({ has: page.getByRole('option', { name: 'Python' }) })
      .selectOption('python');
    await setEditorCode(page, PYTHON_RIGHT);
    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/problems/submit'));
    await page.getByRole('button', { name: 'Submit' }).click();
    // Chromium's ICU still names the zone by its old IANA link; both are valid IANA names.
    expect((await submitted).headers()['x-time-zone']).toMatch(/^Asia\/(?:Kolkata|Calcutta)$/);
    await expect(page.getByRole('region', { name: 'Submission Result' }).getByText('Accepted', { exact: true })).toBeVisible({
      timeout: 90_000,
    });

    await page.reload();
    await expect(badge).toHaveText('1 day');
    await expect(badge).toHaveAttribute('title', 'Current streak: 1 days');
    await badge.click();
    const popover = page.getByRole('dialog', { name: 'Your daily streak' });
    await expect(popover).toContainText('You practised today.');
    await expect(popover.getByLabel(/\(today\): practised$/)).toBeVisible();

    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByTestId('funnel-home')).toContainText(/^[1-9]/);
    await expect(page.getByTestId('funnel-submit')).toContainText(/^[1-9]/);
    await expect(page.getByTestId('funnel-accepted')).toContainText(/^[1-9]/);
    await expect(page.getByRole('cell', { name: '/problems/:slug' })).toBeVisible();
  });

  test('someone who is not an admin is told so', async ({ page, consoleErrors }) => {
    await signInWithDevForm(page, 'Ravi', 'ravi@example.com');
    await expect(page).toHaveURL('/');
    await page.goto('/admin/analytics');
    await expect(page.getByText('Analytics are only available to administrators.')).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 403/);
  });

  test('a visited article still loads offline, and queued analytics flush when back online', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // now controlled by the worker
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const href = '/interview-series/oops';
    await page.goto(href);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toBeEmpty();
    const title = await heading.textContent();
    await expect.poll(() => queued(page)).toEqual([]);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await page.goto(href);
    await expect(heading).toHaveText(title ?? '');
    await expect
      .poll(() => queued(page), { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ path: href, type: 'pageview' }));

    await context.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 20_000 }).toEqual([]);
    // Requests failing while offline are expected here (through the worker they read net::ERR_FAILED).
    allowConsoleErrors(consoleErrors, /net::ERR_(?:INTERNET_DISCONNECTED|FAILED)|Failed to fetch/);
  });
});
