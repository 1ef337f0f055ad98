import { describe, expect, it } from 'vitest';
import { INTERVIEW_ARTICLE_SLUGS } from '../features/articles/article-slugs';
import { fetchCourse } from '../features/courses/api/get-course';
import { fetchProblem } from '../features/problems/api/get-problem';
import { fetchProblems, toProblemListQuery } from '../features/problems/api/get-problems';
import { DEFAULT_LIST_PARAMS } from '../features/problems/hooks/use-problem-list-params';
import { fetchCurrentUser } from '../lib/auth/auth-api';
import { stubFetch } from '../testing/fake-api';
import { ROUTE_TABLE } from './route-table';
import { routes } from './routes';

const GUEST_ROUTE_DATA = Object.fromEntries(
  ROUTE_TABLE.flatMap((entry) => (entry.guestData ? [[entry.path, entry.guestData]] : [])),
);

/** The URLs `load` fetches (its answers fail: only the requests matter here). */
async function requestedUrls(load: () => Promise<unknown>): Promise<string[]> {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
  await load().catch(() => {});
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('the route table routes.tsx builds from route-table.ts', () => {
  it('has every entry in order, one route per known article, and the 404 screen last', () => {
    const expected = ROUTE_TABLE.flatMap((entry) =>
      entry.slugs ? entry.slugs.map((slug) => entry.path.replace(':slug', slug)) : [entry.path],
    );
    expect(routes.map((route) => route.path)).toEqual([...expected, '*']);
    expect(routes.map((route) => route.path)).toContain(`/interview-series/${INTERVIEW_ARTICLE_SLUGS[0]}`);
    expect(routes.find((route) => route.path === '/pricing')?.flag).toBe('payments');
  });

  it('loads the named component of a page module', async () => {
    const notFound = routes.at(-1);
    expect(typeof (await notFound?.lazy())).toBe('function');
  });
});

describe('guest data of the route table', () => {
  it("is exactly what a guest's first visit requests, so the browser uses the preloaded answers", async () => {
    const currentUser = await requestedUrls(fetchCurrentUser);
    expect(currentUser).toEqual(['/api/auth/current-user']);
    expect(GUEST_ROUTE_DATA['/problems']).toEqual([
      ...currentUser,
      ...(await requestedUrls(() => fetchProblems(toProblemListQuery(DEFAULT_LIST_PARAMS)))),
    ]);
    const fill = (route: string, slug: string) => (GUEST_ROUTE_DATA[route] ?? []).map((url) => url.replace(':slug', slug));
    expect(fill('/problems/:slug', 'two-sum')).toEqual([
      ...currentUser,
      ...(await requestedUrls(() => fetchProblem('two-sum'))),
      // useSheetPlaces' URL (sheet-places.test.tsx checks the page requests it), fetched with the problem
      '/api/courses/places/two-sum',
    ]);
    expect(fill('/courses/:slug', 'data-structures')).toEqual([
      ...currentUser,
      ...(await requestedUrls(() => fetchCourse('data-structures', null))),
    ]);
  });
});
