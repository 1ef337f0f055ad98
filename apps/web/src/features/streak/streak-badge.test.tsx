import type { Streak } from '@codingkaro/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAK_CACHE_KEY } from './api/streak-api';
import { StreakBadge } from './streak-badge';
import { timeLeftText } from './streak-text';

const NOW = new Date('2026-03-10T15:48:00Z'); // 21:18 in Kolkata; the local day ends at 18:30 UTC
const streak = (extra: Partial<Streak> = {}): Streak => ({
  currentStreak: 4,
  longestStreak: 9,
  lastCodedDate: '2026-03-09',
  timeZone: 'Asia/Kolkata',
  today: '2026-03-10',
  codedToday: false,
  todayEndsAt: '2026-03-10T18:30:00.000Z',
  recentDays: Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 1, 9 + i)).toISOString().slice(0, 10);
    return { date, practised: i >= 25 && i < 29 };
  }),
  ...extra,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBadge() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <StreakBadge placement="desktop" />
    </QueryClientProvider>,
  );
}

describe('StreakBadge', () => {
  const fetchMock = vi.fn();
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url}`);
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    localStorage.setItem('userEmail', 'asha@example.com');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

  it("shows 'N days' with its hint, caches the streak and makes the update call", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { success: true, ...streak() })));
    renderBadge();
    expect(screen.getByText('Loading streak')).toBeInTheDocument();
    await flush();
    const badge = screen.getByTestId('streak-badge');
    expect(badge).toHaveTextContent('4 days');
    expect(badge).toHaveAttribute('title', 'Current streak: 4 days');
    expect(calls()).toEqual(['GET /api/streak?email=asha%40example.com', 'POST /api/streak/update']);
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1].body)).toEqual({ email: 'asha@example.com' });
    expect(JSON.parse(localStorage.getItem(STREAK_CACHE_KEY) ?? 'null')).toMatchObject({ currentStreak: 4 });
  });

  it("says '1 day' in the singular and refetches hourly", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { success: true, ...streak({ currentStreak: 1 }) })));
    renderBadge();
    await flush();
    expect(screen.getByTestId('streak-badge')).toHaveTextContent(/^1 day$/);
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(calls().filter((c) => c.startsWith('GET'))).toHaveLength(2);
  });

  it("retries after 1 s, 2 s and 4 s, then shows 'Offline' without a cached streak", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderBadge();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const badge = screen.getByTestId('streak-badge');
    expect(badge).toHaveTextContent('Offline');
    expect(badge).toHaveAttribute('title', 'Streak service is temporarily unavailable. Your progress is still being tracked.');
  });

  it('shows the cached streak with the pulsing amber dot when the service fails', async () => {
    localStorage.setItem(STREAK_CACHE_KEY, JSON.stringify(streak({ currentStreak: 7 })));
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { success: false, message: 'boom' })));
    renderBadge();
    await act(() => vi.advanceTimersByTimeAsync(7100));
    const badge = screen.getByTestId('streak-badge');
    expect(badge).toHaveTextContent('7 days');
    expect(badge).toHaveAttribute('title', 'Using cached data - service temporarily unavailable');
    expect(screen.getByTestId('streak-cached-dot')).toBeInTheDocument();
  });

  it('gives up a request after 10 s', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    renderBadge();
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1 + 1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('discards and removes an unparseable cached streak', async () => {
    localStorage.setItem(STREAK_CACHE_KEY, '{not json');
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderBadge();
    await act(() => vi.advanceTimersByTimeAsync(7100));
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('Offline');
    expect(localStorage.getItem(STREAK_CACHE_KEY)).toBeNull();
  });

  it('fetches nothing and stops loading without a stored userEmail', async () => {
    localStorage.removeItem('userEmail');
    renderBadge();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('0 days');
  });

  it('opens a popover with the last 30 days and the time left today; Escape closes it', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { success: true, ...streak() })));
    renderBadge();
    await flush();
    fireEvent.click(screen.getByTestId('streak-badge'));
    const dialog = screen.getByRole('dialog', { name: 'Your daily streak' });
    expect(dialog).toHaveTextContent('2 h 42 min left to keep your streak');
    expect(dialog).toHaveTextContent('Longest9 days');
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getAllByLabelText(/: practised$/)).toHaveLength(4);
    expect(screen.getByLabelText(/\(today\): no practice$/)).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('timeLeftText', () => {
  it('formats hours and minutes, then minutes, then under a minute', () => {
    expect(timeLeftText((3 * 60 + 12) * 60_000 + 59_000)).toBe('3 h 12 min left to keep your streak');
    expect(timeLeftText(5 * 60_000)).toBe('5 min left to keep your streak');
    expect(timeLeftText(30_000)).toBe('Less than a minute left to keep your streak');
    expect(timeLeftText(0)).toBeNull();
  });
});
