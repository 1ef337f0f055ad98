import type { Contest, ContestSourceStatus } from '@codingkaro/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { json, mockApi } from '../../testing/fake-api';
import { createTestQueryClient, MemoryRouter, QueryWrapper } from '../../testing/render-app';
import { ContestsPage } from './contests-page';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
const contest = (over: Partial<Contest>): Contest => ({
  _id: over.title ?? 'id',
  title: 'Contest',
  platform: 'codeforces',
  start_time: inDays(3),
  duration: 7200,
  url: 'https://codeforces.com/contest/1',
  past: false,
  solution_link: null,
  series: null,
  ...over,
});
const source = (platform: ContestSourceStatus['platform'], over: Partial<ContestSourceStatus> = {}): ContestSourceStatus => ({
  platform,
  lastSuccessAt: null,
  failingSince: null,
  lastError: null,
  lastAttemptAt: null,
  contestCount: 0,
  ...over,
});

let contests: Contest[] = [];
let listStatus = 200;
let sources: ContestSourceStatus[] = [];
const requests: URL[] = [];

beforeEach(() => {
  contests = [];
  listStatus = 200;
  sources = (['leetcode', 'codeforces', 'codechef', 'atcoder'] as const).map((p) => source(p));
  requests.length = 0;
  mockApi(({ url }) => {
    requests.push(url);
    if (url.pathname === '/api/codingkaro/contests/sources') return json(200, { success: true, sources });
    if (url.pathname === '/api/codingkaro/contests/reminders')
      return json(200, { success: true, reminders: [], emailDelivery: false });
    if (url.pathname === '/api/codingkaro/contests') {
      return listStatus === 200 ? json(200, contests) : json(listStatus, { success: false, message: 'boom' });
    }
    return undefined;
  });
});

function renderPage() {
  return render(
    <QueryWrapper client={createTestQueryClient()}>
      <MemoryRouter>
        <AuthProvider>
          <ContestsPage />
        </AuthProvider>
      </MemoryRouter>
    </QueryWrapper>,
  );
}

describe('ContestsPage', () => {
  it('on a fresh install shows the spec empty text and says no platform was reached, inventing nothing', async () => {
    sources = [
      source('leetcode', { lastAttemptAt: inDays(0), failingSince: inDays(0), lastError: 'could not connect' }),
      source('codeforces'),
      source('codechef'),
      source('atcoder'),
    ];
    renderPage();
    expect(await screen.findByText('No upcoming contests found')).toBeInTheDocument();
    expect(screen.getByText(/No platform could be reached yet/)).toBeInTheDocument();
    expect(screen.getByTestId('freshness-leetcode')).toHaveTextContent("LeetCode: couldn't reach it yet (could not connect)");
    expect(screen.getByTestId('freshness-codeforces')).toHaveTextContent('Codeforces: not fetched yet');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('splits upcoming and past, with Completed, Editorial and Video Soon on past cards', async () => {
    contests = [
      contest({ title: 'Weekly Contest 500', platform: 'leetcode', url: 'https://leetcode.com/contest/weekly-contest-500' }),
      contest({
        title: 'Codeforces Round 1150 (Div. 2)',
        start_time: inDays(-3),
        past: true,
        solution_link: 'https://codeforces.com/blog/entry/1',
      }),
    ];
    renderPage();
    const upcoming = await screen.findByRole('article', { name: 'Weekly Contest 500' });
    expect(within(upcoming).getByRole('link', { name: /Join Contest/ })).toHaveAttribute(
      'href',
      'https://leetcode.com/contest/weekly-contest-500',
    );
    expect(within(upcoming).queryByText('Completed')).toBeNull();
    expect(within(upcoming).getByTestId('countdown')).toHaveTextContent(/^Starts in 2d /);

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    const past = await screen.findByRole('article', { name: 'Codeforces Round 1150 (Div. 2)' });
    expect(within(past).getByText('Completed')).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: /View Contest/ })).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: /Editorial/ })).toHaveAttribute('href', 'https://codeforces.com/blog/entry/1');
    expect(within(past).getByText('Video Soon')).toBeInTheDocument();
  });

  it("ticks the cards' countdowns each second without redrawing the month calendar", async () => {
    const CLOCK = '2026-11-29T10:00:20.000Z';
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Mid-minute, so the three ticks stay in one minute: the page re-splits the list and the calendar
    // moves its "today" when the minute changes, and from the real clock that happened in 1 run of 20.
    vi.setSystemTime(new Date(CLOCK));
    const dayReads = vi.spyOn(Date.prototype, 'getDate');
    try {
      contests = [
        contest({ title: 'Weekly Contest 500', platform: 'leetcode', start_time: new Date(Date.now() + 90_000).toISOString() }),
      ];
      renderPage();
      const card = await screen.findByRole('article', { name: 'Weekly Contest 500' });
      const before = within(card).getByTestId('countdown').textContent;
      // Every calendar day cell reads its date; the cards and the freshness lines never do.
      dayReads.mockClear();
      await act(async () => {
        vi.advanceTimersByTime(3_000);
      });
      expect(within(card).getByTestId('countdown').textContent).not.toBe(before);
      expect(dayReads).not.toHaveBeenCalled();
    } finally {
      dayReads.mockRestore();
      vi.useRealTimers();
    }
  });

  it('sends the platform and (debounced) search to the server', async () => {
    renderPage();
    await screen.findByText('No upcoming contests found');
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'codechef');
    await userEvent.type(screen.getByLabelText('Search'), 'Starters');
    await vi.waitFor(() => {
      const last = requests.filter((r) => r.pathname === '/api/codingkaro/contests').at(-1);
      expect(last?.searchParams.get('platform')).toBe('codechef');
      expect(last?.searchParams.get('q')).toBe('Starters');
    });
  });

  it("shows 'Server Error: {status}' when the list fails", async () => {
    listStatus = 500;
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error: 500');
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });
});
