import type { Page } from '@playwright/test';
import { expect, recordAppearance, test } from './fixtures';

const articles = [
  { slug: 'oops', title: 'Object-Oriented Programming', minutes: 25 },
  { slug: 'computer-networks', title: 'Computer Networks', minutes: 20 },
  { slug: 'operating-systems', title: 'Operating Systems', minutes: 35 },
];

const pages = [
  { path: '/interview-series', heading: 'Technical Interview Preparation' },
  ...articles.flatMap(({ slug, title }) => [
    { path: `/interview-series/${slug}`, heading: title },
    { path: `/articles/${slug}`, heading: title },
  ]),
  { path: '/sql-notes', heading: 'SQL Basics' },
  { path: '/explore/learning-paths', heading: 'Your roadmap, one phase at a time' },
  { path: '/features', heading: 'Everything you need to get interview-ready' },
  { path: '/projects', heading: 'Portfolio project ideas' },
];

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page scrolls horizontally').toBeLessThanOrEqual(clientWidth);
}

for (const width of [1440, 390]) {
  test.describe(`learn pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    for (const { path, heading } of pages) {
      test(`${path} shows its heading without horizontal scroll`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoHorizontalScroll(page);
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        if (path.startsWith('/interview-series/')) await expect(breadcrumb).toBeVisible();
        else await expect(breadcrumb).toHaveCount(0);
      });
    }
  });
}

test.describe('articles', () => {
  test('the index lists three articles whose minutes add up to the total', async ({ page }) => {
    await page.goto('/interview-series');
    await expect(page.getByTestId('article-count')).toHaveText('3');
    const total = articles.reduce((sum, a) => sum + a.minutes, 0);
    await expect(page.getByTestId('total-minutes')).toHaveText(`${total} min`);
    for (const article of articles) {
      const card = page.getByRole('link', { name: new RegExp(article.title) });
      await expect(card).toHaveAttribute('href', `/articles/${article.slug}`);
      await expect(card).toContainText(`${article.minutes} min read`);
    }
    for (const point of ['Easy to Understand', 'Comprehensive Coverage', 'Practical Examples']) {
      await expect(page.getByRole('heading', { name: point })).toBeVisible();
    }
    await page.getByRole('link', { name: /Computer Networks/ }).click();
    await expect(page).toHaveURL(/\/articles\/computer-networks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Computer Networks' })).toBeVisible();
  });

  for (const article of articles) {
    test(`${article.slug} shows ${article.minutes} min, a word count and inline diagrams`, async ({ page }) => {
      await page.goto(`/articles/${article.slug}`);
      await expect(page.getByTestId('reading-time')).toHaveText(`${article.minutes} min read`);
      await expect(page.getByTestId('word-count')).toHaveText(/^[\d,]+ words$/);
      await expect(page.locator('figure.diagram svg').first()).toBeVisible();
      await expect(page.locator('.article-prose img')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/interview-series');
    });
  }

  test('the operating systems article has a 16-item table of contents', async ({ page }) => {
    await page.goto('/interview-series/operating-systems');
    await expect(page.locator('[data-toc="rail"] > li')).toHaveCount(16);
  });

  test('clicking a table-of-contents entry scrolls to that section and highlights it', async ({ page }) => {
    await page.goto('/interview-series/oops');
    const link = page.locator('[data-toc="rail"] > li > a', { hasText: 'SOLID Principles' });
    await link.click();
    const heading = page.locator('h2#solid-principles');
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/#solid-principles$/);
  });

  test('a copy button copies the code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/articles/oops');
    const button = page.locator('[data-copy-code]').first();
    const copiedShown = await recordAppearance(page, '[data-copy-code]', 'Copied');
    await button.click();
    // "Copied" lasts 2 s, then the label is back
    await expect.poll(copiedShown).toBe(true);
    await expect(button).toHaveText('Copy');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('class BankAccount');
  });

  test('an unknown article shows the 404 page', async ({ page }) => {
    await page.goto('/articles/not-an-article');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/interview-series/not-an-article');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('articles on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the collapsible table of contents jumps to a section', async ({ page }) => {
    await page.goto('/articles/computer-networks');
    await expect(page.locator('[data-toc="rail"]')).toBeHidden();
    await page.locator('summary', { hasText: 'On this page' }).click();
    const link = page.locator('[data-toc="mobile"] > li > a').nth(3);
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.click();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
});

test.describe('SQL notes', () => {
  test('runs an example in the browser, shows NULLs and errors, and resets', async ({ page }) => {
    // The first run downloads PGlite (~15 MB of WebAssembly and data) and seeds the sample database.
    test.setTimeout(240_000);
    await page.goto('/sql-notes');
    await expect(page.getByText('run locally in your browser')).toBeVisible();
    const first = page.getByTestId('sql-runner').first();
    await first.getByRole('button', { name: 'Run' }).click();
    await expect(first.getByTestId('sql-row-count')).toHaveText(/^4 rows/, { timeout: 180_000 });
    await expect(first.getByRole('columnheader', { name: 'salary' })).toBeVisible();
    await expect(first.getByRole('cell', { name: 'Sneha Iyer' })).toBeVisible();

    // The query lives in the textarea's value (Preact does not mirror it into text content, so
    // `hasText` cannot find it).
    const runners = page.getByTestId('sql-runner');
    const selfJoinIndex = await runners.evaluateAll((all) =>
      all.findIndex((runner) => runner.querySelector('textarea')?.value.includes('NULLS FIRST')),
    );
    expect(selfJoinIndex).toBeGreaterThan(0);
    const selfJoin = runners.nth(selfJoinIndex);
    // Off-screen blocks skip layout behind a placeholder until the page measures them in idle time. Before
    // that, a jump this far landed up to 1,400 px off one frame later (flake 6: the click's press and release
    // fell on different elements). Measured, a jump lands where it aims and stays.
    await expect(page.locator('.article-prose')).toHaveAttribute('data-layout', 'measured', { timeout: 60_000 });
    const selfJoinRun = selfJoin.getByRole('button', { name: 'Run' });
    await selfJoinRun.scrollIntoViewIfNeeded();
    const aimed = await selfJoinRun.boundingBox();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await selfJoinRun.boundingBox()).toEqual(aimed);
    await selfJoinRun.click();
    await expect(selfJoin.getByText('NULL', { exact: true }).first()).toBeVisible();

    const editor = first.getByRole('textbox');
    await editor.fill('SELECT no_such_column FROM employees;');
    await first.getByRole('button', { name: 'Run' }).click();
    await expect(first.getByRole('alert')).toContainText('no_such_column');
    await first.getByRole('button', { name: 'Reset' }).click();
    await expect(editor).toHaveValue(/SELECT name, salary, hire_date/);
  });

  test('a deep link to a late section opens at it and stays there once the page is measured', async ({ page }) => {
    // The sections before it render (and are measured) after the first jump; on the old code the heading
    // ended 7,800-13,000 px away from where the link aimed.
    await page.goto('/sql-notes#joins');
    await expect(page.locator('.article-prose')).toHaveAttribute('data-layout', 'measured', { timeout: 60_000 });
    const offTarget = () =>
      page.locator('[id="joins"]').evaluate((heading) => {
        const margin = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
        return Math.round(Math.abs(heading.getBoundingClientRect().top - margin));
      });
    await expect.poll(offTarget).toBeLessThanOrEqual(4);
    // and ten frames later it has not moved
    await page.evaluate(async () => {
      for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
    });
    expect(await offTarget()).toBeLessThanOrEqual(4);
  });
});
