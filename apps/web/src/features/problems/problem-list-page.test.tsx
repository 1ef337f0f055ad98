import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { ProblemListPage } from './problem-list-page';
import { makeListItem } from './testing/problem-fixtures';

const listResponse = (problems = [makeListItem(1)], totalPages = 1, page = 1) =>
  json(200, { success: true, problems, totalPages, total: problems.length, page });

const listRequests = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /api/problems?')).map((call) => new URL(call.slice(4), 'http://x').searchParams);
const lastListRequest = (calls: string[]) => listRequests(calls).at(-1);
const location = () => screen.getByTestId('location').textContent ?? '';
const renderList = (url = '/problems') => renderWithApp([{ path: '/problems', element: <ProblemListPage /> }], url);

afterEach(() => vi.useRealTimers());

describe('ProblemListPage', () => {
  it('shows the table: solved mark, title link, premium mark, coloured difficulty and acceptance with one decimal', async () => {
    mockApi(
      {
        'GET /api/problems': () =>
          listResponse([
            makeListItem(1, {
              title: 'Two Sum',
              slug: 'two-sum',
              isSolved: true,
              stats: { acceptanceRate: 49.123, submissions: 1, accepted: 1 },
            }),
            makeListItem(2, { title: 'LRU Cache', slug: 'lru-cache', isPremium: true, difficulty: 'Hard' }),
            makeListItem(3, {
              title: 'Untried',
              slug: 'untried',
              stats: { acceptanceRate: 0, submissions: 0, accepted: 0 },
            }),
          ]),
      },
      { signedIn: false },
    );
    renderList();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Master DSA Problems');
    const link = await screen.findByRole('link', { name: 'Two Sum' });
    expect(link).toHaveAttribute('href', '/problems/two-sum');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getAllByText('49.1%').length).toBeGreaterThan(0);
    expect(within(rows[2] as HTMLElement).queryByRole('img', { name: 'Solved' })).toBeNull();
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Premium' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getAllByText('Hard')[0]).toHaveClass('text-rose-700');
    // nobody has tried it: a dash, never "0.0%"
    expect(rows[3]).not.toHaveTextContent('0.0%');
    expect(within(rows[3] as HTMLElement).getByText('—')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getAllByText('Not tried yet').length).toBeGreaterThan(0);
  });

  it('reads filters, search, sort and page from the URL and sends them to the API', async () => {
    const { calls } = mockApi({ 'GET /api/problems': () => listResponse([makeListItem(1)], 4, 2) }, { signedIn: false });
    renderList('/problems?search=sum&difficulty=Hard&topics=Array,Tree&sort=difficulty&page=2');
    await screen.findByRole('link', { name: 'Problem 1' });
    const query = lastListRequest(calls);
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      limit: '50',
      sortBy: 'difficulty',
      difficulty: 'Hard',
      topics: 'Array,Tree',
      search: 'sum',
    });
    expect(screen.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('sum');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('difficulty');
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Array' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Graph' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
  });

  it('writes filter changes to the URL: one difficulty at a time (again clears it), topics multi-select, sort', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /api/problems': () => listResponse() }, { signedIn: false });
    renderList();
    await screen.findByRole('link', { name: 'Problem 1' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(23);

    await user.click(screen.getByRole('button', { name: 'Medium' }));
    expect(location()).toBe('/problems?difficulty=Medium');
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(location()).toBe('/problems?difficulty=Easy');
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(location()).toBe('/problems');

    await user.click(screen.getByRole('button', { name: 'Array' }));
    await user.click(screen.getByRole('button', { name: 'Bit Manipulation' }));
    expect(location()).toBe('/problems?topics=Array%2CBit+Manipulation');
    await user.click(screen.getByRole('button', { name: 'Array' }));
    expect(location()).toBe('/problems?topics=Bit+Manipulation');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Acceptance Rate');
    expect(location()).toBe('/problems?topics=Bit+Manipulation&sort=acceptanceRate');
    await waitFor(() => expect(lastListRequest(calls)?.get('sortBy')).toBe('acceptanceRate'));
    expect(lastListRequest(calls)?.get('topics')).toBe('Bit Manipulation');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/problems?sort=acceptanceRate');
  });

  it('Clear all filters also clears a search that came with the link, and it stays cleared', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/problems': () => listResponse() }, { signedIn: false });
    renderList('/problems?search=two&difficulty=Easy');
    await screen.findByRole('link', { name: 'Problem 1' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/problems');
    // Longer than the search debounce: the old text must not come back.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(location()).toBe('/problems');
    expect(screen.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('');
  });

  it('debounces the search box into the URL and the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = mockApi({ 'GET /api/problems': () => listResponse([makeListItem(1)], 3, 2) }, { signedIn: false });
    renderList('/problems?page=2');
    await screen.findByRole('link', { name: 'Problem 1' });
    const before = listRequests(calls).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'two');
    expect(location()).toBe('/problems?page=2');
    await vi.advanceTimersByTimeAsync(350);
    await waitFor(() => expect(location()).toBe('/problems?search=two'));
    await waitFor(() => expect(lastListRequest(calls)?.get('search')).toBe('two'));
    expect(lastListRequest(calls)?.get('page')).toBe('1');
    expect(listRequests(calls).length).toBe(before + 1);
  });

  it('goes back to page 1 when a filter or the sort changes', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      {
        'GET /api/problems': ({ url }) => listResponse([makeListItem(1)], 3, Number(url.searchParams.get('page'))),
      },
      { signedIn: false },
    );
    renderList('/problems?page=3&sort=difficulty');
    await screen.findByText('Page 3 of 3');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(location()).toBe('/problems?difficulty=Hard&sort=difficulty');
    await screen.findByText('Page 1 of 3');
    expect(lastListRequest(calls)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/problems?difficulty=Hard&sort=difficulty&page=2');
    await user.click(screen.getByRole('button', { name: 'Greedy' }));
    expect(location()).toBe('/problems?difficulty=Hard&topics=Greedy&sort=difficulty');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Default Order');
    expect(location()).toBe('/problems?difficulty=Hard&topics=Greedy');
  });

  it('shows paging only for more than one page; Previous disabled on the first, Next on the last', async () => {
    const user = userEvent.setup();
    let totalPages = 1;
    mockApi(
      {
        'GET /api/problems': ({ url }) => listResponse([makeListItem(1)], totalPages, Number(url.searchParams.get('page'))),
      },
      { signedIn: false },
    );
    const first = renderList();
    await screen.findByRole('link', { name: 'Problem 1' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    first.unmount();

    totalPages = 3;
    renderList();
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    expect(location()).toBe('/problems?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(location()).toBe('/problems?page=2');
  });

  it('shows skeleton rows while loading, then the empty state when nothing matches', async () => {
    const list = heldAnswer();
    const { calls } = mockApi({ 'GET /api/problems': list.respond }, { signedIn: false });
    renderList('/problems?search=zzz');
    await waitFor(() => expect(listRequests(calls)).toHaveLength(1));
    expect(screen.getAllByTestId('problem-skeleton-row')).not.toHaveLength(0);
    list.answer(() => listResponse([], 0));
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('empties the list and shows the same empty text when the request fails; Try again asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi(
      {
        'GET /api/problems': () =>
          fail ? json(500, { success: false, message: 'Internal Server Error' }) : listResponse([makeListItem(7)]),
      },
      { signedIn: false },
    );
    renderList();
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Problem 7' })).toBeInTheDocument();
  });

  it('offers no retry for a search without matches', async () => {
    mockApi({ 'GET /api/problems': () => listResponse([], 1) }, { signedIn: false });
    renderList('/problems?search=zzz');
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('moves a link past the last page to the last page', async () => {
    const { calls } = mockApi(
      {
        'GET /api/problems': ({ url }) => {
          const page = Number(url.searchParams.get('page'));
          return listResponse(page <= 2 ? [makeListItem(page)] : [], 2, page);
        },
      },
      { signedIn: false },
    );
    renderList('/problems?difficulty=Easy&page=9');
    expect(await screen.findByRole('link', { name: 'Problem 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(location()).toBe('/problems?difficulty=Easy&page=2');
    expect(listRequests(calls).map((query) => query.get('page'))).toEqual(['9', '2']);
  });
});
