import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signInWithDevForm, test } from './fixtures';

/** Set INTERVIEW_SHOTS_DIR to keep screenshots of the peer-practice section (desktop and 390 px, dark and light). */
const shotsDir = process.env.INTERVIEW_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });
const shoot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

const peerSection = (page: Page) => page.getByRole('region', { name: 'Peer practice' });

test('two learners join the peer queue, are matched and both land in the same room, then swap roles', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The first learner joins the queue (phone-sized, light) and waits.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithDevForm(page, 'Asha Rao', 'asha-peer@example.com');
  await page.goto('/interview');
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.reload();
  const asha = peerSection(page);
  await asha.getByLabel('Language').selectOption('python');
  await asha.getByLabel('Difficulty').selectOption('Easy');
  await expect(asha.getByText('0 of 3 matches used today (UTC)')).toBeVisible();
  await asha.getByRole('button', { name: 'Join queue' }).click();
  await expect(asha.getByText('Looking for a partner: Python, Easy')).toBeVisible();
  await expect(asha.getByTestId('peer-waiting')).toContainText(/Waiting 0:0\d/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, 'peer-waiting-phone-light');

  // The second learner, in another browser (desktop, dark), picks the same and is matched at once.
  const otherContext = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const other = await otherContext.newPage();
  await signInWithDevForm(other, 'Ravi Kumar', 'ravi-peer@example.com');
  await other.goto('/interview');
  await other.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await other.reload();
  const ravi = peerSection(other);
  await ravi.getByLabel('Language').selectOption('python');
  await ravi.getByLabel('Difficulty').selectOption('Easy');
  await ravi.getByRole('button', { name: 'Join queue' }).click();
  const raviNotice = ravi.getByTestId('peer-match');
  await expect(raviNotice).toContainText('Matched with Asha Rao: Python, Easy');
  await expect(raviNotice).toContainText('Asha Rao interviews first');
  await expect(raviNotice.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
  await shoot(other, 'peer-match-desktop-dark');

  // The first learner's page hears of the match on its next poll.
  const ashaNotice = asha.getByTestId('peer-match');
  await expect(ashaNotice).toContainText('Matched with Ravi Kumar: Python, Easy', { timeout: 15_000 });
  await expect(ashaNotice).toContainText('You interview first');
  await shoot(page, 'peer-match-phone-light');

  // Both open the room: the same one, Asha interviewing in the first half.
  await ravi.getByRole('link', { name: /Open room/ }).click();
  await asha.getByRole('link', { name: /Open room/ }).click();
  await expect(other).toHaveURL(/\/interview\/[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(other.url());
  await expect(page.getByText('Interviewer', { exact: true })).toBeVisible();
  await expect(other.getByText('Candidate', { exact: true })).toBeVisible();
  for (const who of [page, other]) {
    await expect(who.getByTestId('peer-half')).toContainText('Half 1 of 2: Asha Rao interviews Ravi Kumar');
    await expect(who.getByTestId('room-problem')).toContainText('Easy');
    await expect(who.locator('[data-status="connected"]')).toBeVisible();
  }
  await expect(other.getByRole('button', { name: 'Swap roles' })).toHaveCount(0);

  // Half time: the interviewer swaps; the roles and the problem change for both.
  const firstProblem = await page.getByTestId('room-problem').getByRole('heading').first().textContent();
  await page.getByRole('button', { name: 'Swap roles' }).click();
  // The app asks in its own dialog (no browser confirm), with the safe choice focused.
  const question = page.getByRole('alertdialog', { name: 'Start the second half?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Swap roles' }).click();
  for (const who of [page, other]) {
    await expect(who.getByTestId('peer-half')).toContainText('Half 2 of 2: Ravi Kumar interviews Asha Rao');
  }
  await expect(page.getByText('Candidate', { exact: true })).toBeVisible();
  await expect(other.getByText('Interviewer', { exact: true })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Only you see this' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Only you see this' })).toHaveCount(0);
  await expect(page.getByTestId('room-problem').getByRole('heading').first()).not.toHaveText(firstProblem ?? '');

  // Back on the hub, both see the session as on.
  await other.goto('/interview');
  await expect(peerSection(other)).toContainText('Your practice with Asha Rao (Python, Easy) is on.');
  await shoot(other, 'peer-active-desktop-dark');
  await otherContext.close();
});
