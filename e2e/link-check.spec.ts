import { expect, test } from './fixtures';

const MAX_PAGES = 80;
/**
 * The crawl always reaches MAX_PAGES (the problem list links hundreds of problems), and each page is a whole
 * boot: 2-3 s quiet, 6-8 s at load 17 under two burners, where 600 s for all 80 ran out on the last page (a
 * hunt round on 2 December: 490 s in load, heading and link waits over 79 pages). The budget is per page.
 */
const PAGE_BUDGET_MS = 15_000;
const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/codingkaro/');

test('every page reachable from / renders (no 404 page)', async ({ page, baseURL }) => {
  test.setTimeout(MAX_PAGES * PAGE_BUDGET_MS);
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const queue = ['/'];
  const seen = new Set(queue);
  const visited: string[] = [];
  const notFound: string[] = [];

  while (queue.length && visited.length < MAX_PAGES) {
    const path = queue.shift() as string;
    visited.push(path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Lazy routes show a spinner first; wait until a page heading has rendered.
    await expect(page.locator('main h1').first()).toBeVisible();
    if (await page.getByRole('heading', { name: 'Page Not Found' }).count()) notFound.push(path);

    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (!href || href.startsWith('#')) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin || isApi(url.pathname)) continue;
      const target = url.pathname + url.search;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  test.info().annotations.push({ type: 'visited', description: visited.join(', ') });
  // The learn pages are all reachable from '/' (home card -> articles index -> the rest), and so is the contest
  // tracker. A guest is not linked to /profile.
  expect(visited).toEqual(
    expect.arrayContaining([
      '/interview-series',
      '/articles/oops',
      '/articles/computer-networks',
      '/articles/operating-systems',
      '/sql-notes',
      '/explore/learning-paths',
      '/projects',
      '/features',
      '/contest',
    ]),
  );
  expect(notFound, 'pages that rendered the 404 page').toEqual([]);
});
