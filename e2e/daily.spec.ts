import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInWithDevForm, test } from './fixtures';
import { reachForEditor, setEditorCode } from './judge-samples';
import { answerProblemOfTheDayAs, layoutShifts, recordLayoutShifts } from './layout-shifts';

/**
 * Daily practice against the real built server: solve, let the (faked) clock run, review on /today,
 * and the problem of the day turning over at local midnight. The server's daily clock is moved with
 * the test-only `PUT /api/internal/daily-clock` (DAILY_TEST_CLOCK in start-test-server.mjs) and the
 * browser's with Playwright's clock, by the same amount.
 */

const TWO_SUM =
  'var twoSum = function(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n  return [];\n};\n';
const VALID_PARENTHESES =
  "var isValid = function(s) {\n  const open = { ')': '(', ']': '[', '}': '{' };\n  const stack = [];\n  for (const c of s) {\n    if (c in open) { if (stack.pop() !== open[c]) return false; } else stack.push(c);\n  }\n  return stack.length === 0;\n};\n";
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Moves the server's daily clock `minutes` ahead of real time; answers the server's "now". */
async function setServerClock(request: APIRequestContext, minutes: number): Promise<Date> {
  const response = await request.put('/api/internal/daily-clock', { data: { offsetMinutes: Math.max(0, minutes) } });
  expect(response.ok()).toBe(true);
  return new Date((await response.json()).now);
}

async function solve(page: Page, slug: string, code: string) {
  await page.goto(`/problems/${slug}`);
  await reachForEditor(page);
  await setEditorCode(page, code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Submission Result' }).getByText('Accepted', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

const dueBadge = (page: Page) => page.getByRole('link', { name: /^Today/ }).first();

test.describe('daily practice', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => {
    await setServerClock(request, 0);
  });

  test('two solved problems come due, one is re-solved and rated, and the due count drops', async ({ page }) => {
    test.setTimeout(240_000);
    await setServerClock(page.request, 0);
    await page.clock.install({ time: new Date() });
    await signInWithDevForm(page, 'Riya Sen', 'riya@example.com');
    await expect(page).toHaveURL('/');

    await solve(page, 'two-sum', TWO_SUM);
    await solve(page, 'valid-parentheses', VALID_PARENTHESES);

    await page.goto('/today');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByText('All reviews done')).toBeVisible();
    await expect(page.getByText('2 cards scheduled for later.')).toBeVisible();

    // Five days later (server and browser), both reviews are due, oldest first.
    const later = await setServerClock(page.request, 5 * DAY_MINUTES);
    await page.clock.setSystemTime(later);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reviews due (2)' })).toBeVisible();
    const reviews = page.getByRole('list', { name: 'Reviews due' });
    await expect(reviews.getByRole('heading')).toHaveText(['Two Sum', 'Valid Parentheses']);
    await expect(reviews.getByText('Last solved 5 days ago').first()).toBeVisible();
    await expect(dueBadge(page)).toContainText('2');

    await reviews.getByRole('listitem').filter({ hasText: 'Two Sum' }).getByRole('link', { name: 'Re-solve' }).click();
    await expect(page).toHaveURL('/problems/two-sum');
    await setEditorCode(page, TWO_SUM);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Submission Result' }).getByText('Accepted', { exact: true })).toBeVisible({
      timeout: 60_000,
    });

    await page.goto('/today');
    const twoSum = reviews.getByRole('listitem').filter({ hasText: 'Two Sum' });
    await expect(twoSum.getByText('Solved again')).toBeVisible();
    await expect(twoSum.getByRole('radio', { name: /^Good/ })).toBeChecked();
    await twoSum.locator('label').filter({ hasText: /^Easy/ }).click();
    await expect(twoSum.getByRole('radio', { name: /^Easy/ })).toBeChecked();
    await twoSum.getByRole('button', { name: 'Save rating for Two Sum' }).click();

    await expect(page.getByRole('heading', { name: 'Reviews due (1)' })).toBeVisible();
    await expect(reviews.getByRole('heading')).toHaveText(['Valid Parentheses']);
    await expect(dueBadge(page)).toContainText('1');
  });

  async function problemAt(browser: Browser, baseURL: string, timezoneId: string, at: Date, width: number) {
    const context = await browser.newContext({ baseURL, timezoneId, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.clock.install({ time: at });
    await page.goto('/today');
    const title = await page.getByRole('article').getByRole('heading').innerText();
    const date = await page
      .getByRole('article')
      .getByText(/Problem of the day ·/)
      .innerText();
    await context.close();
    return { title, date };
  }

  test('the problem of the day turns over at local midnight in Kiritimati (UTC+14) before Pago Pago (UTC-11), at 390 px', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The next 09:57 UTC: two minutes before midnight in Kiritimati, 22:57 the evening before in Pago Pago.
    const now = Date.now();
    const target = new Date(now);
    target.setUTCHours(9, 57, 0, 0);
    if (target.getTime() <= now + MINUTE) target.setUTCDate(target.getUTCDate() + 1);
    const minutesTo = (when: Date) => Math.ceil((when.getTime() - Date.now()) / MINUTE);
    const url = baseURL as string;

    const before = await setServerClock(request, minutesTo(target));
    const kiritimatiBefore = await problemAt(browser, url, 'Pacific/Kiritimati', before, 390);
    const pagoBefore = await problemAt(browser, url, 'Pacific/Pago_Pago', before, 390);

    const afterKiritimati = await setServerClock(request, minutesTo(target) + 5); // 10:02 UTC
    const kiritimatiAfter = await problemAt(browser, url, 'Pacific/Kiritimati', afterKiritimati, 390);
    const pagoStill = await problemAt(browser, url, 'Pacific/Pago_Pago', afterKiritimati, 390);
    expect(kiritimatiAfter.title).not.toBe(kiritimatiBefore.title);
    expect(kiritimatiAfter.date).not.toBe(kiritimatiBefore.date);
    expect(pagoStill).toEqual(pagoBefore);

    const afterPago = await setServerClock(request, minutesTo(target) + 65); // 11:02 UTC: midnight in Pago Pago
    const pagoAfter = await problemAt(browser, url, 'Pacific/Pago_Pago', afterPago, 390);
    expect(pagoAfter.title).not.toBe(pagoBefore.title);
    // Pago Pago's new day is the day Kiritimati had when this test began.
    expect(pagoAfter).toEqual(kiritimatiBefore);
  });
});

test.describe('/today for a guest at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("today's problem arrives late without moving the sign-in prompt below it", async ({ page }) => {
    await setServerClock(page.request, 0);
    await recordLayoutShifts(page);
    // A one-line title: a title longer than a phone's line still adds a line when it comes.
    const release = await answerProblemOfTheDayAs(page, 'Two Sum');
    await page.goto('/today');
    const prompt = page.getByText('Login to get spaced-repetition reviews');
    await expect(page.getByRole('status', { name: 'Loading the problem of the day…' })).toBeVisible();
    await expect(prompt).toBeVisible();
    const before = await prompt.boundingBox();
    release();
    await expect(page.getByRole('heading', { name: 'Two Sum', level: 3 })).toBeVisible();
    expect(await prompt.boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
