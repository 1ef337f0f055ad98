import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, recordAppearance, signInWithDevForm, test } from './fixtures';
import { holdAnswers, layoutShifts, recordLayoutShifts } from './layout-shifts';

/** Set CONTESTS_SHOTS_DIR to keep screenshots of the page (desktop and 390 px, dark and light). */
const shotsDir = process.env.CONTESTS_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });
const shoot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

/**
 * The calendar files contests under the browser's local days, and the replay's busy day is four rounds
 * 48 hours ahead, 10 minutes apart. Near a local midnight those rounds straddle two days, and a test
 * running across midnight sees "today" move. So the browser runs in the fixed-offset zone where it is
 * about noon now: every test in this file stays hours away from a local midnight whenever CI runs.
 */
const zoneOffsetHours = 12 - new Date().getUTCHours();
test.use({
  timezoneId: zoneOffsetHours === 0 ? 'Etc/UTC' : `Etc/GMT${zoneOffsetHours > 0 ? '-' : '+'}${Math.abs(zoneOffsetHours)}`,
});
/** A moment as the browser's local calendar sees it (read with the getUTC* methods). */
const inBrowserZone = (epochMs: number) => new Date(epochMs + zoneOffsetHours * 3600 * 1000);
const busyDay = () => inBrowserZone(Date.now() + 2 * 24 * 3600 * 1000);
const cards = (page: Page) => page.locator('article');
const isContestList = (url: string) => new URL(url).pathname === '/api/codingkaro/contests';

/**
 * Opens /contest and presses refresh so the server reads the replayed platforms, then waits for the
 * list the refresh asked for: the list shown before it may be an earlier test's, which the refetch
 * replaces while the test is already reading it.
 */
async function openRefreshed(page: Page) {
  const firstList = page.waitForResponse((r) => isContestList(r.url()));
  await page.goto('/contest');
  await expect(page.getByRole('heading', { name: 'Contest Tracker', level: 1 })).toBeVisible();
  await firstList;
  let refreshed = false;
  const listAfterRefresh = page.waitForResponse((r) => {
    if (r.url().includes('/api/codingkaro/contests/fetch') && r.ok()) refreshed = true;
    return refreshed && isContestList(r.url()) && r.ok();
  });
  await page.getByRole('button', { name: 'Refresh contests' }).click();
  await listAfterRefresh;
  await expect(cards(page).first()).toBeVisible();
}

/** Shows the month holding `day` (a browser-zone date), starting from the current month. */
async function showMonthOf(page: Page, day: Date) {
  await page.getByRole('button', { name: 'Today' }).click();
  if (day.getUTCMonth() !== inBrowserZone(Date.now()).getUTCMonth()) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
}

test.describe('contest tracker', () => {
  test('is linked from the Resources menu and reached lazily', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Resources/ }).click();
    await page.getByRole('link', { name: 'Contest Tracker', exact: true }).click();
    await expect(page).toHaveURL(/\/contest$/);
    await expect(page.getByRole('heading', { name: 'Contest Tracker', level: 1 })).toBeVisible();
  });

  test('lists replayed contests with live countdowns and an honest line per platform', async ({ page }) => {
    await openRefreshed(page);
    await shoot(page, 'desktop-dark');
    await expect(page.getByTestId('freshness-codeforces')).toHaveText(/^Codeforces: last updated moments ago$/);
    await expect(page.getByTestId('freshness-atcoder')).toHaveText('AtCoder: last updated moments ago · no contests listed');
    await expect(page.getByTestId('freshness-codechef')).toHaveText(/^CodeChef: couldn't reach it yet \(answered HTTP 403\)$/);

    await expect(cards(page)).toHaveCount(5);
    const first = cards(page).first();
    await expect(first.getByRole('heading')).toHaveText('Codeforces Round 1200 (Div. 2)');
    await expect(first.getByRole('link', { name: 'Join Contest' })).toHaveAttribute(
      'href',
      'https://codeforces.com/contest/4100',
    );
    const countdown = first.getByTestId('countdown');
    const before = await countdown.textContent();
    expect(before).toMatch(/^Starts in 1d \d\dh \d\dm \d\ds$/);
    await expect(countdown).not.toHaveText(before ?? '', { timeout: 3000 });
  });

  test('filters by platform and shows past contests as Completed', async ({ page }) => {
    await openRefreshed(page);
    await page.getByLabel('Platform').selectOption('leetcode');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Weekly Contest 500');

    await page.getByLabel('Platform').selectOption('all');
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(cards(page)).toHaveCount(1);
    const past = cards(page).first();
    await expect(past.getByText('Completed')).toBeVisible();
    await expect(past.getByRole('link', { name: 'View Contest' })).toBeVisible();
    await expect(past.getByText('Video Soon')).toBeVisible();

    await page.getByLabel('Platform').selectOption('codechef');
    await expect(page.getByText('No past contests found')).toBeVisible();
  });

  test('navigates months and opens a busy day with +N more', async ({ page }) => {
    await openRefreshed(page);
    const month = page.locator('#contest-calendar-month');
    const current = await month.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(month).not.toHaveText(current ?? '');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).not.toHaveText(current ?? '');
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(month).toHaveText(current ?? '');
    await expect(page.locator('button[aria-current="date"]')).toHaveCount(1);

    await showMonthOf(page, busyDay());
    const day = page.getByRole('button', { name: /: 4 contests$/ });
    await expect(day.getByText('+1 more')).toBeVisible();
    await day.click();
    await expect(page.getByRole('heading', { name: /^Contests on / })).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page.getByRole('heading', { name: 'Upcoming contests' })).toBeVisible();

    // Keyboard: the focused day moves with the arrows, Enter opens it.
    await page.getByRole('button', { name: 'Today' }).click();
    await page.locator('button[aria-current="date"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(4);
  });

  test('copies a contest link and the calendar feed link for the current filters', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRefreshed(page);
    // a 2 s success toast: watched from before the click
    const linkCopied = await recordAppearance(page, '[data-sonner-toast]', 'Link copied');
    await cards(page).first().getByRole('button', { name: 'Copy Link' }).click();
    await expect.poll(linkCopied).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://codeforces.com/contest/4100');

    await page.getByLabel('Platform').selectOption('codeforces');
    await page.getByRole('button', { name: /Subscribe/ }).click();
    const feed = await page.evaluate(() => navigator.clipboard.readText());
    expect(feed).toMatch(/\/api\/contests\.ics\?platforms=codeforces$/);
    const ics = await page.request.get(feed);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await ics.text();
    expect(body).toContain('UID:codeforces-4100@contests.codingkaro');
    expect(body).not.toContain('leetcode');
  });

  // Two tests, not one: together the two scenarios took five page loads and two server refreshes, which on a loaded
  // machine outlasted one test's 60 s.
  test('a guest is asked to sign in to set a reminder', async ({ page }) => {
    await openRefreshed(page);
    await cards(page).first().getByRole('button', { name: 'Remind me' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign in to set reminders' });
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
  });

  test('a signed-in learner sets and removes a reminder', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await signInWithDevForm(page, 'Reminder Tester', `reminders${test.info().retry}@example.com`);
    await expect(page).not.toHaveURL(/\/login/);
    await openRefreshed(page);
    const first = cards(page).first();
    const remind = first.getByRole('button', { name: 'Remind me' });
    // The control is disabled until the session is known; focusing it before then silently does nothing.
    await expect(remind).toBeEnabled();
    await expect(remind).toHaveAttribute('aria-haspopup', 'menu');
    // keyboard: open, move to "1 hour before", choose it
    await remind.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Remind me about Codeforces Round 1200 (Div. 2)' });
    await expect(menu.getByRole('menuitemcheckbox')).toHaveText(['10 minutes before', '1 hour before', '1 day before']);
    await expect(menu.getByRole('menuitemcheckbox', { name: '10 minutes before' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const saved = page.waitForResponse((r) => r.url().includes('/reminders') && r.request().method() === 'PUT');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(first.getByRole('button', { name: 'Reminder set (1 hour before)' })).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox', { name: '1 hour before' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu).toContainText('An alert pops up here while CodingKaro is open.');
    await shoot(page, 'reminder-menu-desktop-dark');

    // kept by the server: still set after a reload
    await page.reload();
    await expect(cards(page).first().getByRole('button', { name: 'Reminder set (1 hour before)' })).toBeVisible();
    const listed = await page.request.get('/api/codingkaro/contests/reminders');
    expect((await listed.json()).reminders).toMatchObject([
      { leadMinutes: 60, contest: { title: 'Codeforces Round 1200 (Div. 2)' } },
    ]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await page.reload();
    const phoneCard = cards(page).first();
    await phoneCard.getByRole('button', { name: 'Reminder set (1 hour before)' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phoneCard.scrollIntoViewIfNeeded();
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/reminder-menu-phone-light.png` });

    const removed = page.waitForResponse((r) => r.url().includes('/reminders') && r.request().method() === 'DELETE');
    await page.getByRole('menuitemcheckbox', { name: '1 hour before' }).click();
    expect((await removed).status()).toBe(200);
    await expect(phoneCard.getByRole('button', { name: 'Remind me' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    const after = await page.request.get('/api/codingkaro/contests/reminders');
    expect((await after.json()).reminders).toEqual([]);
  });

  test("on a 390 px phone the platforms' lines arrive late without moving the calendar", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRefreshed(page);
    await recordLayoutShifts(page);
    // The usual answer, every platform read a minute ago: one line each. (The replay's failing CodeChef and its
    // empty AtCoder give longer lines, which wrap on a phone.)
    const readAt = new Date(Date.now() - 60_000).toISOString();
    const fetched = (platform: string) => ({
      platform,
      lastSuccessAt: readAt,
      failingSince: null,
      lastError: null,
      lastAttemptAt: readAt,
      contestCount: 3,
    });
    const release = await holdAnswers(page, /^\/api\/codingkaro\/contests\/sources$/, (route) =>
      route.fulfill({ json: { success: true, sources: ['leetcode', 'codeforces', 'codechef', 'atcoder'].map(fetched) } }),
    );
    await page.reload();
    const sources = page.getByRole('list', { name: 'Where the contests come from' });
    await expect(sources).toHaveAttribute('aria-busy', 'true');
    await expect(sources.getByText('LeetCode: checking…')).toBeVisible();
    release();
    await expect(page.getByTestId('freshness-codeforces')).toHaveText('Codeforces: last updated 1 min ago');
    await expect(sources).not.toHaveAttribute('aria-busy');
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('fits a 390 px phone with filters folded away, in both themes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRefreshed(page);
    await expect(page.getByLabel('Platform')).toBeHidden();
    await page.getByRole('button', { name: 'Search and filters' }).click();
    await expect(page.getByLabel('Platform')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await showMonthOf(page, busyDay());
    await shoot(page, 'phone-dark');

    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await shoot(page, 'phone-light');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'desktop-light');
  });
});
