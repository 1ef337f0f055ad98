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

test('a learner opens a ticket, staff answer from the queue, the learner sees it and closes it', async ({
  page,
  browser,
  baseURL,
}) => {
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

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInWithDevForm(staff, 'Support Staff', 'staff@example.com');
  await staff.goto('/staff/support');
  await staff.getByLabel('Category').selectOption('payments');
  await staff.getByRole('link', { name: new RegExp(subject) }).click();
  await staff.getByLabel('Your reply').fill('Invoices are emailed on the 1st; I have re-sent yours.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByLabel('Status (staff)')).toHaveValue('waiting-on-you');
  await shoot(staff, 'ticket-staff-desktop');
  // Without SMTP the emails wait in the outbox: the new ticket to the support address, the answer to the learner.
  await staff.goto('/staff/outbox');
  await expect(
    staff.locator('li', { hasText: `New ticket: ${subject}` }).filter({ hasText: 'To support@codingkaro.example' }),
  ).toHaveCount(1);
  await expect(staff.locator('li', { hasText: subject }).filter({ hasText: 'To asha@example.com' })).toHaveCount(1);
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

test('a learner buys a CV review with the local test provider, uploads a PDF, a reviewer returns feedback', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/cv-review');
  await expect(page.getByRole('button', { name: 'Sign in to start' })).toBeVisible();
  await expect(page.getByText('₹999.00')).toBeVisible();
  await signInWithDevForm(page, 'Asha Rao', 'asha-cv@example.com');
  await page.goto('/cv-review');
  const role = `Backend engineer ${Date.now()}`;
  await page.getByLabel('Role you are applying for').fill(role);
  await page.getByRole('button', { name: 'Start a CV review' }).click();
  const card = page.locator('article', { hasText: role });
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await expect(card.getByText('Test mode.')).toBeVisible();
  await card.getByRole('button', { name: /^Pay ₹999\.00 for CV review$/ }).click();
  await card.getByRole('button', { name: 'Pay ₹999.00 (test payment)' }).click();
  await expect(card.getByText('Paid: upload your CV')).toBeVisible();
  await shoot(page, 'cv-review-desktop-dark');

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 1 /Kids [3 0 R] >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  await card.locator('input[type=file]').setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(card.getByText('Queued for a reviewer')).toBeVisible();
  await expect(card.getByText('asha-cv.pdf')).toBeVisible();
  await expect(card.getByText(/1 page/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'cv-review-phone-dark');
  await setTheme(page, false);
  await shoot(page, 'cv-review-phone-light');

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInWithDevForm(staff, 'Support Staff', 'staff@example.com');
  await staff.goto('/staff/cv-reviews');
  const item = staff.locator('article', { hasText: role });
  await item.getByRole('button', { name: 'Claim this review' }).click();
  await item.getByLabel('Experience').fill('Lead each bullet with the outcome.');
  await item.getByLabel('Overall summary').fill('A solid base; sharpen the impact.');
  await item.getByRole('button', { name: 'Return feedback' }).click();
  await expect(item.getByText('Reviewed')).toBeVisible();
  await shoot(staff, 'cv-staff-desktop-dark');
  await staffContext.close();

  await page.reload();
  await expect(card.getByText('Lead each bullet with the outcome.')).toBeVisible();
  await shoot(page, 'cv-review-reviewed-phone-light');
});
