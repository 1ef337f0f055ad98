import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, recordAppearance, signInWithDevForm, test } from './fixtures';
import { holdAnswers, layoutShifts, recordLayoutShifts } from './layout-shifts';

const dayButtons = (page: Page) => page.getByRole('navigation', { name: 'Days' }).getByRole('button', { name: /^Day \d+:/ });
const questionList = (page: Page) => page.getByRole('list', { name: /^Day \d+ questions$/ });
const questionTitles = (page: Page) => questionList(page).getByRole('heading', { level: 3 });
/** Runs an action that saves progress and waits for the server to accept it. */
async function saved(page: Page, action: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/codingkaro/courses/'));
  await action();
  expect((await response).ok()).toBe(true);
}
const row = (page: Page, title: string) =>
  questionList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('courses', () => {
  test('All Courses lists the sheets and the interview preparation card', async ({ page }) => {
    await page.goto('/allcourse');
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    const courses = page.getByRole('list', { name: 'Courses' });
    await expect(courses.getByText('27 days · 191 questions')).toBeVisible();
    await expect(courses.getByText('15 days · 448 questions')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Technical Interview Preparation' })).toHaveAttribute(
      'href',
      '/interview-series',
    );
    await page.getByRole('link', { name: /^(Explore|Continue) Striver's SDE Sheet — DSA Placement Preparation$/ }).click();
    await expect(page).toHaveURL(/\/courses\/data-structures$/);
    await expect(dayButtons(page)).toHaveCount(27);
  });

  test("at 390 px the header keeps the sign-in button's place while the auth check answers, so the cards do not move", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    const release = await holdAnswers(page, /^\/api\/auth\/current-user$/);
    await page.goto('/allcourse');
    await expect(page.getByTestId('course-header-action-slot')).toBeAttached();
    const courses = page.getByRole('list', { name: 'Courses' });
    await expect(courses).toBeVisible();
    const before = await courses.boundingBox();
    release();
    await expect(page.getByRole('button', { name: 'Login to track your progress' })).toBeVisible();
    await expect(courses.getByText('27 days · 191 questions')).toBeVisible();
    expect((await courses.boundingBox())?.y).toBe(before?.y);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('data-structures shows 27 days and 191 questions; guests are asked to log in', async ({ page }) => {
    await page.goto('/courses/data-structures');
    await expect(page.getByRole('heading', { level: 2, name: 'Day 1: Arrays' })).toBeVisible();
    await expect(dayButtons(page)).toHaveCount(27);
    await expect(page.getByTestId('course-progress-count')).toHaveText('0 / 191 completed');
    await expect(page.getByTestId('day-question-count')).toHaveText('6 questions');
    await expect(page.getByText('Login to track your progress')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);

    // a 3 s toast, and a navigation to /login with it: watched from before the click
    const askedToLogIn = await recordAppearance(page, '[data-sonner-toast]', 'Please login to track your progress');
    await row(page, 'Set Matrix Zeros').getByRole('checkbox').click();
    await expect.poll(askedToLogIn).toBe(true);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses%2Fdata-structures/);
  });

  test('lovebabbar shows 448 questions over 15 days', async ({ page }) => {
    await page.goto('/courses/lovebabbar');
    await expect(dayButtons(page)).toHaveCount(15);
    await expect(page.getByTestId('course-progress-count')).toHaveText('0 / 448 completed');
  });

  test('Solve opens the in-app problem in the sheet’s context, with the previous and next questions', async ({ page }) => {
    await page.goto('/courses/data-structures');
    const setZeroes = row(page, 'Set Matrix Zeros');
    await expect(setZeroes.getByRole('link', { name: /Original: Set Matrix Zeros/ })).toHaveAttribute('target', '_blank');
    await setZeroes.getByRole('link', { name: 'Solve: Set Matrix Zeros' }).click();
    await expect(page).toHaveURL(/\/problems\/set-matrix-zeroes\?sheet=data-structures$/);
    const places = page.getByRole('list', { name: 'In the sheets' });
    await expect(places).toContainText('Day 1: Arrays');
    await expect(places).toContainText('Question 1 of 191');
    await places.getByRole('link', { name: /^Next: / }).click();
    await expect(page).toHaveURL(/\/problems\/[a-z0-9-]+\?sheet=data-structures$/);
    await expect(page.getByRole('list', { name: 'In the sheets' })).toContainText('Question 2 of 191');
  });

  test('a signed-in user completes, flags and annotates a question, and it survives a reload', async ({ page }) => {
    await signInWithDevForm(page, 'Progress Tester', `progress${test.info().retry}@example.com`);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/courses/data-structures');
    await expect(page.getByText('Login to track your progress')).toHaveCount(0);

    const question = row(page, 'Set Matrix Zeros');
    // a 2 s success toast: watched from before the click
    const updated = await recordAppearance(page, '[data-sonner-toast]', 'Updated successfully!');
    await saved(page, () => question.getByRole('checkbox', { name: 'Completed: Set Matrix Zeros' }).click());
    await expect(page.getByTestId('course-progress-count')).toHaveText('1 / 191 completed');
    await expect.poll(updated).toBe(true);

    await saved(page, () => question.getByRole('button', { name: 'Flag for revision: Set Matrix Zeros' }).click());
    await expect(question.getByRole('button', { name: 'Flag for revision: Set Matrix Zeros' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await question.getByRole('button', { name: 'Add note: Set Matrix Zeros' }).click();
    const notes = question.getByRole('textbox', { name: 'Notes for Set Matrix Zeros' });
    await notes.fill('Use the first row and column as markers');
    await expect(question.getByText('39/2000')).toBeVisible();
    await saved(page, () => question.getByRole('button', { name: 'Save' }).click());
    await expect(question.getByText('Use the first row and column as markers')).toBeVisible();

    await page.reload();
    const again = row(page, 'Set Matrix Zeros');
    await expect(again.getByRole('checkbox', { name: 'Completed: Set Matrix Zeros' })).toBeChecked();
    await expect(again.getByRole('button', { name: 'Flag for revision: Set Matrix Zeros' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.getByText('Use the first row and column as markers')).toBeVisible();
    await expect(page.getByTestId('course-progress-count')).toHaveText('1 / 191 completed');
    await expect(page.getByRole('button', { name: 'Day 1: Arrays, 17% done' })).toBeVisible();

    // Cancel discards an edit.
    await again.getByRole('button', { name: 'Edit note: Set Matrix Zeros' }).click();
    await again.getByRole('textbox', { name: 'Notes for Set Matrix Zeros' }).fill('thrown away');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again.getByText('Use the first row and column as markers')).toBeVisible();

    // The flagged question shows on the Revise view, and can be unflagged there.
    await page.getByRole('link', { name: 'Revise' }).click();
    await expect(page).toHaveURL(/\/courses\/revise$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Set Matrix Zeros' })).toBeVisible();
    await page.getByRole('button', { name: 'Unflag: Set Matrix Zeros' }).click();
    await expect(page.getByText('Nothing to revise yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nothing to revise yet')).toBeVisible();

    // All Courses shows the progress.
    await page.goto('/allcourse');
    await expect(page.getByText('1 / 191 done')).toBeVisible();
  });

  test('Export CSV downloads the signed-in user’s progress', async ({ page }) => {
    await signInWithDevForm(page, 'Csv Tester', `csv${test.info().retry}@example.com`);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/courses/data-structures');
    await saved(page, () => row(page, "Kadane's Algorithm").getByRole('checkbox').click());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('data-structures-progress.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Day,Day Title,Question,Difficulty,Completed,For Revision,Notes,Updated At,Practice Link');
    expect(csv).toMatch(/\r\n1,Arrays,Kadane's Algorithm,Easy,Yes,No,/);
    expect(csv.trim().split('\r\n')).toHaveLength(192);
  });

  test('filters narrow the list and the URL state survives a reload', async ({ page }) => {
    await page.goto('/courses/data-structures');
    await expect(questionTitles(page)).toHaveCount(6);
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
    await expect(questionTitles(page)).toHaveText(["Kadane's Algorithm", 'Stock Buy and Sell']);
    await expect(page.getByTestId('day-question-count')).toHaveText('2 of 6 questions');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('STOCK');
    await expect(questionTitles(page)).toHaveText(['Stock Buy and Sell']);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
    await expect(page.getByText('No questions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or select a different day')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(questionTitles(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'Revision only' }).click();
    await expect(page.getByText('No questions found')).toBeVisible();
    await page.getByRole('button', { name: 'Revision only' }).click();

    await page.getByRole('button', { name: /^Day 3:/ }).click();
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Medium');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Pending');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('majority');
    await expect(page).toHaveURL(/\?day=3&difficulty=Medium&status=Pending&q=majority$/);
    await expect(questionTitles(page)).toHaveText(['Majority Element (n/3 times)']);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Day 3: Arrays Part-III' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Medium');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('majority');
    await expect(questionTitles(page)).toHaveText(['Majority Element (n/3 times)']);

    await page.goto('/courses/data-structures?day=2&revision=1');
    await expect(page.getByRole('button', { name: 'Revision only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No questions found')).toBeVisible();
  });

  test('the full-stack course shows each lesson’s task', async ({ page }) => {
    await page.goto('/courses/fullstack');
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1:/ })).toBeVisible();
    await expect(row(page, 'How the web works').getByText(/what happens between typing/)).toBeVisible();
  });

  test('an unknown course shows the error panel', async ({ page, consoleErrors }) => {
    await page.goto('/courses/no-such-course');
    await expect(page.getByRole('heading', { name: 'Error Loading Course' })).toBeVisible();
    await expect(page.getByRole('alert').getByText('Course not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    // The browser logs the 404 response itself; nothing else may be logged.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test.describe('courses on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the day list folds away and nothing overflows sideways', async ({ page }) => {
    await page.goto('/courses/data-structures');
    await expect(page.getByRole('heading', { level: 2, name: 'Day 1: Arrays' })).toBeVisible();
    const toggle = page.getByRole('button', { name: /^27 Days/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dayButtons(page).first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await dayButtons(page).nth(1).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Day 2: Arrays Part-II' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dayButtons(page).first()).toBeHidden();

    for (const path of ['/courses/data-structures', '/courses/lovebabbar?day=3', '/allcourse']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scroll width`).toBeLessThanOrEqual(390);
    }
  });
});
