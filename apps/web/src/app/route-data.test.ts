import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fetchCourse } from '../features/courses/api/get-course';
import { fetchProblem } from '../features/problems/api/get-problem';
import { fetchProblems, toProblemListQuery } from '../features/problems/api/get-problems';
import { DEFAULT_LIST_PARAMS } from '../features/problems/hooks/use-problem-list-params';
import { fetchCurrentUser } from '../lib/auth/auth-api';
import { stubFetch } from '../testing/fake-api';
import { routeModulesFromSource } from './build/route-modules';
import { GUEST_ROUTE_DATA } from './route-data';

/** The URLs `load` fetches (its answers fail: only the requests matter here). */
async function requestedUrls(load: () => Promise<unknown>): Promise<string[]> {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
  await load().catch(() => {});
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('GUEST_ROUTE_DATA', () => {
  it('names only lazy routes of the real route table', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'routes.tsx'), 'utf8');
    const patterns = new Set(routeModulesFromSource(source).map((route) => route.pattern));
    for (const pattern of Object.keys(GUEST_ROUTE_DATA)) expect(patterns, pattern).toContain(pattern);
  });

  it("is exactly what a guest's first visit requests, so the browser uses the preloaded answers", async () => {
    const currentUser = await requestedUrls(fetchCurrentUser);
    expect(currentUser).toEqual(['/api/auth/current-user']);
    expect(GUEST_ROUTE_DATA['/problems']).toEqual([
      ...currentUser,
      ...(await requestedUrls(() => fetchProblems(toProblemListQuery(DEFAULT_LIST_PARAMS)))),
    ]);
    const fill = (route: string, slug: string) => (GUEST_ROUTE_DATA[route] ?? []).map((url) => url.replace(':slug', slug));
    expect(fill('/problems/:slug', 'two-sum')).toEqual([...currentUser, ...(await requestedUrls(() => fetchProblem('two-sum')))]);
    expect(fill('/courses/:slug', 'data-structures')).toEqual([
      ...currentUser,
      ...(await requestedUrls(() => fetchCourse('data-structures', null))),
    ]);
  });
});
