import type { Locator, Page } from '@playwright/test';
import { expect, signInWithDevForm, test, watchToastBoxes } from './fixtures';

/** Issue 16's defects a new user hit, checked in a real browser at the widths they were seen at. */

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The vertical positions of the line boxes one substring of an element's text is laid out on. */
async function lineTopsOf(element: Locator, text: string): Promise<number[]> {
  return element.evaluate((node, needle) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      const at = current.textContent?.indexOf(needle) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(current, at);
      range.setEnd(current, at + needle.length);
      return [...new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))];
    }
    return [];
  }, text);
}

async function signIn(page: Page, email: string) {
  await signInWithDevForm(page, 'Defect Tester', email);
  await expect(page).not.toHaveURL(/\/login/);
}

test('desktop Resources menu: hovering opens it and the click that follows keeps it open', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('/profile-debug at 390 px keeps "sign-in" on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, `debug${test.info().retry}@example.com`);
  await page.goto('/profile-debug');
  const value = page.getByText(/^none \(development sign.in\)$/);
  await expect(value).toBeVisible();
  expect(await lineTopsOf(value, 'sign\u2011in')).toHaveLength(1);
  expect(await lineTopsOf(value, 'development')).toHaveLength(1);
});

test('the "Updated successfully!" toast leaves the avatar button uncovered at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // No slide: the toast's boxes are the one it enters in and the one it rests in, nothing between.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, `toast${test.info().retry}@example.com`);
  await page.goto('/courses/data-structures');
  const avatar = page.getByRole('button', { name: /^Account menu for / });
  await expect(avatar).toBeVisible();
  const toastFrames = await watchToastBoxes(page, 'Updated successfully!');
  await page.getByRole('checkbox', { name: 'Completed: Set Matrix Zeros' }).click();
  const frames = await toastFrames();
  const avatarBox = await avatar.boundingBox();
  expect(avatarBox).not.toBeNull();
  // the frame the toast enters in too, not only where it rests
  for (const frame of frames) if (avatarBox) expect(overlaps(frame, avatarBox), JSON.stringify({ frame, avatarBox })).toBe(false);
});

test('/courses/lovebabbar: every day answers each difficulty filter with rated questions', async ({ page }) => {
  await page.goto('/courses/lovebabbar');
  await expect(page.getByTestId('course-progress-count')).toHaveText('0 / 448 completed');
  await expect(page.getByTitle('Difficulty not set')).toHaveCount(0);
  const difficulty = page.getByRole('combobox', { name: 'Difficulty' });
  for (const level of ['Easy', 'Medium']) {
    await difficulty.selectOption(level);
    await expect(page.getByText('No questions found')).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: /^Day \d+ questions$/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  }
});
