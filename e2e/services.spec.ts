import type { Page } from '@playwright/test';
import { expect, signInWithDevForm, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const setTheme = async (page: Page, dark: boolean) => {
  await page.evaluate((value) => localStorage.setItem('darkMode', String(value)), dark);
  await page.reload();
};

test('guests see the prices in rupees and the Services menu group', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Expert help when you want it' })).toBeVisible();
  for (const price of ['₹599.00', '₹999.00', '₹1,999.00', '₹1,499.00']) {
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  }
  await shoot(page, 'pricing-desktop-dark');
  await setTheme(page, false);
  await shoot(page, 'pricing-desktop-light');

  await page.getByRole('button', { name: 'Resources' }).hover();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(services.getByRole('link', { name: 'Support' })).toBeVisible();
  await services.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByText('support@codingkaro.example')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to get support' })).toBeVisible();
});

test('a learner opens a ticket, staff answer from the queue, the learner sees it and closes it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInWithDevForm(page, 'Asha Rao', 'asha@example.com');
  await page.goto('/support');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page.getByText('Give the ticket a subject of at least 3 characters')).toBeVisible();
  const subject = `Invoice for my plan ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Category').selectOption('payments');
  await page.getByLabel('Message').fill('Where can I download the invoice for last month?');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  await expect(page.locator('main header').getByText('Open', { exact: true })).toBeVisible();

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  await signInWithDevForm(staff, 'Support Staff', 'staff@example.com');
  await staff.goto('/staff/support');
  await staff.getByLabel('Category').selectOption('payments');
  await staff.getByRole('link', { name: new RegExp(subject) }).click();
  await staff.getByLabel('Your reply').fill('Invoices are emailed on the 1st; I have re-sent yours.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByLabel('Status (staff)')).toHaveValue('waiting-on-you');
  await shoot(staff, 'ticket-staff-desktop');
  await staffContext.close();

  await page.reload();
  await expect(page.getByText('Invoices are emailed on the 1st; I have re-sent yours.')).toBeVisible();
  await expect(page.getByText('CodingKaro team')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'ticket-phone-dark');
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.locator('main header').getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
  await setTheme(page, false);
  await shoot(page, 'ticket-phone-light');

  // A learner is refused the staff queue.
  await page.goto('/staff/support');
  await expect(page.getByRole('heading', { name: 'This page is for staff only.' })).toBeVisible();
  await page.goto('/support');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await shoot(page, 'support-phone-light');
});
