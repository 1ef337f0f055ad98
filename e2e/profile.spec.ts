import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test as base, expect, signInWithDevForm } from './fixtures';

const SHOTS = process.env.PROFILE_SHOTS_DIR;

/**
 * Fails on any unexpected console error. A new user's profile answers 404 by design (spec 4), and
 * the browser logs that as a failed resource, so that one line is expected.
 */
const test = base.extend({
  // overrides the shared fixture (still automatic) with a filter that also lets that 404 through
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of (401|404)/.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function connect(page: Page, platform: string, wrong: string, right: string) {
  await page.getByRole('button', { name: `Connect ${platform}` }).click();
  const dialog = page.getByRole('dialog', { name: `Connect ${platform}` });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel(`${platform} username`);
  await dialog.getByRole('button', { name: 'Validate Username' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await input.fill(wrong);
  await dialog.getByRole('button', { name: 'Validate Username' }).click();
  await expect(dialog.getByText(`Username "${wrong}" not found on ${platform}`)).toBeVisible({ timeout: 20_000 });
  await input.fill(right);
  await expect(dialog.getByText(`/${right}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Validate Username' }).click();
  await expect(dialog.getByText('Username verified successfully!')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Connect Platform' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test('a guest is asked to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Access Your Profile' })).toBeVisible();
  await expect(page.getByText('Please log in to view and manage your multi-platform coding profile.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In with Google' })).toBeVisible();
});

test('connect two platforms, see stats, heatmap, skills and achievements, edit and share the card', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithDevForm(page);
  await page.goto('/profile');
  await expect(page.getByText('Welcome to your coding profile!')).toBeVisible();
  await expect(page.getByText('Connect platforms to see your statistics')).toBeVisible();
  await shot(page, 'new-user-desktop-dark');

  await page.getByRole('button', { name: 'Connect Platforms' }).click();
  await expect(page.getByRole('tab', { name: 'Platforms' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('0 of 6 connected')).toBeVisible();

  await connect(page, 'LeetCode', 'nobody-here', 'asha_codes');
  await connect(page, 'Codeforces', 'nosuchhandle', 'asha_cf');
  await expect(page.getByText('2 of 6 connected')).toBeVisible();
  const leetcode = page.locator('article').filter({ hasText: '@asha_codes' });
  await expect(leetcode.getByText('189')).toBeVisible();
  await expect(leetcode.getByText(/Last updated/)).toBeVisible();
  const codeforces = page.locator('article').filter({ hasText: '@asha_cf' });
  await expect(codeforces.getByText('specialist')).toBeVisible();
  await expect(codeforces.getByText('1,543')).toBeVisible();
  await shot(page, 'platforms-desktop-dark');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Welcome to your coding profile!')).toBeHidden();
  await expect(page.getByText('2/6 Connected')).toBeVisible();
  await expect(page.getByRole('figure', { name: /Activity heatmap for \d{4}/ })).toBeVisible();
  await expect(page.getByText(/LeetCode, Codeforces count days in UTC/)).toBeVisible();
  await shot(page, 'overview-desktop-dark');

  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByRole('heading', { name: 'Programming Languages' })).toBeVisible();
  await expect(page.getByText('C++', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Technology Stack' })).toBeVisible();

  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByText('100+ LeetCode Problems')).toBeVisible();
  await expect(page.getByText('Contest Rating 1600+')).toBeVisible();
  await expect(page.getByText(/\d+ achievements unlocked/)).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Platform Breakdown' })).toBeVisible();
  await expect(page.getByText('1,890 points (10 per problem)')).toBeVisible();
  await expect(page.getByRole('img', { name: /Codeforces rating from/ })).toBeVisible();

  // Edit the profile card.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Bio').fill('Graphs and DP every day');
  await form.getByLabel('Website').fill('not a site');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a valid website address')).toBeVisible();
  await form.getByLabel('Website').fill('asha.dev');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Graphs and DP every day')).toBeVisible();
  await expect(page.getByRole('link', { name: 'asha.dev' })).toHaveAttribute('href', 'https://asha.dev');

  // Share: opt in, the SVG card renders, the public page shows no email.
  await page.getByText('Get shareable profile card').click();
  // The box follows the server: it turns on once the opt-in is saved.
  await page.getByLabel(/Make my profile public/).click();
  await expect(page.getByLabel(/Make my profile public/)).toBeChecked();
  await expect(page.getByRole('img', { name: 'Your profile card' }).first()).toBeVisible();
  // The address starts random (never the email's local part); the learner chooses one, in words when refused.
  const address = page.getByRole('form', { name: 'Public address' }).getByLabel('Public address');
  await expect(address).toHaveValue(/^learner-/);
  await address.fill('ab');
  await page.getByRole('form', { name: 'Public address' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use at least 3 characters')).toBeVisible();
  await address.fill('Asha-Rao');
  await page.getByRole('form', { name: 'Public address' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: /\/u\/asha-rao$/ })).toBeVisible();
  const card = await page.request.get('/api/profile/card/asha-rao.svg');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toMatch(/image\/svg\+xml/);
  const svg = await card.text();
  expect(svg).toContain('189 solved');
  expect(svg).not.toContain('asha@example.com');
  await page.goto('/u/asha-rao');
  await expect(page.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
  await expect(page.getByText('asha@example.com')).toHaveCount(0);

  // Phone layout, both themes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Activity heatmap/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'overview-390-dark');
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await shot(page, 'overview-390-light');
  await page.getByRole('tab', { name: 'Platforms' }).click();
  await page.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect GitHub' })).toBeVisible();
  await shot(page, 'connect-dialog-390-light');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await shot(page, 'overview-desktop-light');
});
