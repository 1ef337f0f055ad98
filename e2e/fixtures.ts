import { test as base, expect, type Page } from '@playwright/test';

/** Signs in through the local development sign-in form, as a user would. */
export async function signInWithDevForm(page: Page, name = 'Asha Rao', email = 'asha@example.com') {
  await page.goto('/login');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fails a test on any unexpected console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 401/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
