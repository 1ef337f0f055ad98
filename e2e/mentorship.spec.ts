import type { Page } from '@playwright/test';
import { expect, signInWithDevForm as signInForm, test } from './fixtures';

const signInWithDevForm = async (page: Page, name: string, email: string) => {
  await signInForm(page, name, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};

/**
 * A reload is a whole boot: the entry and route chunks, then the session, the services config and the
 * page's own data, one after another. Under the flake hunt's load (two burner threads beside the e2e
 * suite, load 14-18 on two cores) the mentor dashboard's boot once took more than 10 s (flake 7 in
 * bench/flake-hunt/README.md), so a wait that spans a boot gets this much.
 */
const BOOT_TIMEOUT = 30_000;

/** Set SHOTS_DIR to keep screenshots of each screen (desktop and 390 px, dark and light). */
const SHOTS = process.env.SHOTS_DIR;
const setTheme = async (page: Page, dark: boolean) => {
  await page.evaluate((value) => localStorage.setItem('darkMode', String(value)), dark);
  await page.reload();
};
/** Desktop and phone, dark and light, of the current page (ends light at 390 px); only when SHOTS_DIR is set. */
const shootAll = async (page: Page, name: string, ready: () => Promise<void>) => {
  if (!SHOTS) return;
  for (const [width, size] of [
    [1440, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const dark of [true, false]) {
      await setTheme(page, dark);
      await ready();
      await page.screenshot({ path: `${SHOTS}/${name}-${size}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
    }
  }
};

test('a mentor publishes availability; a learner books and pays a session, then reschedules it; both are emailed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The mentor publishes every day, 09:00-18:00 in their zone.
  const mentorContext = await browser.newContext({ baseURL });
  const mentor = await mentorContext.newPage();
  await signInWithDevForm(mentor, 'Kiran Mentor', 'mentor@example.com');
  await mentor.goto('/staff/mentorship');
  await expect(mentor.getByRole('heading', { name: 'Mentor dashboard' })).toBeVisible();
  const rows = mentor.getByRole('button', { name: 'Remove this window' });
  while ((await rows.count()) > 0) await rows.first().click();
  for (let day = 0; day < 7; day++) {
    await mentor.getByRole('button', { name: 'Add a weekly window' }).click();
    await mentor.getByLabel('Day', { exact: true }).nth(day).selectOption(String(day));
    await mentor.getByLabel('From', { exact: true }).nth(day).fill('09:00');
    await mentor.getByLabel('To', { exact: true }).nth(day).fill('18:00');
  }
  await mentor.getByRole('button', { name: 'Save availability' }).click();
  await expect(mentor.getByText('Availability saved.')).toBeVisible();

  // The learner books a slot three days out (changes close 24 h before) and pays with the test provider.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithDevForm(page, 'Asha Rao', 'asha-mentee@example.com');
  await page.goto('/mentorship');
  await expect(page.getByText('Times shown in your time zone')).toBeVisible();
  const dayGroups = page.locator('h4 + div');
  await dayGroups.nth(3).getByRole('button').first().click();
  await page.getByRole('button', { name: /^Book a one-time session/ }).click();
  const card = page.locator('article', { hasText: 'Awaiting payment' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Pay ₹1,499\.00 for/ }).click();
  await card.getByRole('button', { name: 'Pay ₹1,499.00 (test payment)' }).click();
  const confirmed = page.locator('article', { hasText: 'Confirmed' }).first();
  await expect(confirmed).toBeVisible();
  const bookedAt = await confirmed.locator('h3').innerText();

  // Reschedule to a slot a day later.
  await confirmed.getByRole('button', { name: 'Reschedule' }).click();
  await confirmed.locator('h4 + div').nth(4).getByRole('button').nth(1).click();
  await confirmed.getByRole('button', { name: /^Move to / }).click();
  await expect(confirmed.locator('h3')).not.toHaveText(bookedAt);
  const movedAt = await confirmed.locator('h3').innerText();
  await expect(confirmed.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
  // The move is saved: a reload shows the new time.
  await page.reload();
  const learnerSeesMove = () => expect(page.getByText(movedAt)).toBeVisible({ timeout: BOOT_TIMEOUT });
  await learnerSeesMove();
  await shootAll(page, 'mentorship-learner', learnerSeesMove);

  // The mentor sees it on the dashboard.
  await mentor.reload();
  const mentorSeesBooking = () => expect(mentor.getByText('Asha Rao').first()).toBeVisible({ timeout: BOOT_TIMEOUT });
  await mentorSeesBooking();
  await shootAll(mentor, 'mentorship-mentor', mentorSeesBooking);
  await mentorContext.close();

  // No SMTP on the e2e server: the invites wait in the admins' outbox.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInWithDevForm(admin, 'Site Admin', 'admin@example.com');
  await admin.getByRole('button', { name: /^Account menu/ }).click();
  await admin.getByRole('link', { name: 'Email outbox' }).click();
  await expect(admin.getByRole('heading', { name: 'Email outbox' })).toBeVisible();
  const moved = admin.locator('li', { hasText: 'Your mentorship session has moved' });
  await expect(moved.filter({ hasText: 'To asha-mentee@example.com' })).toHaveCount(1);
  await expect(moved.filter({ hasText: 'To mentor@example.com' })).toHaveCount(1);
  await expect(
    admin.locator('li', { hasText: 'Your mentorship session is booked' }).filter({ hasText: 'invite.ics' }),
  ).toHaveCount(2);
  const learnerMail = moved.filter({ hasText: 'To asha-mentee@example.com' });
  await learnerMail.locator('summary').click();
  await expect(learnerMail.getByText('Open mentorship:')).toBeVisible();
  await shootAll(admin, 'outbox', async () => {
    await learnerMail.locator('summary').click({ timeout: BOOT_TIMEOUT });
    await expect(learnerMail.getByText('Open mentorship:')).toBeVisible();
  });

  // A learner is refused the outbox.
  await page.goto('/staff/outbox');
  await expect(page.getByRole('heading', { name: 'This page is for staff only.' })).toBeVisible();
  await adminContext.close();
});
