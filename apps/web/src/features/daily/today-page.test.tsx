import type { ReviewDue, TodayResponse } from '@codingkaro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDateKey } from '../../lib/date-format';
import { heldAnswer, json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { longDayLabel } from './lib/time-text';
import { TodayPage } from './today-page';

vi.mock('../../lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const routes = [{ path: '/today', element: <TodayPage /> }];
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 30_000).toISOString();
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

const review = (overrides: Partial<ReviewDue> = {}): ReviewDue => ({
  cardId: '00000000-0000-4000-8000-000000000001',
  kind: 'problem',
  title: 'Two Sum',
  problemSlug: 'two-sum',
  difficulty: 'Easy',
  courseName: null,
  due: daysAgo(1),
  lastSolvedAt: daysAgo(12),
  solvedForReview: null,
  ...overrides,
});

const day = (overrides: Partial<TodayResponse> = {}): TodayResponse => ({
  success: true,
  date: '2026-11-28',
  timeZone: 'Asia/Kolkata',
  endsAt: inHours(5),
  problemOfTheDay: {
    date: '2026-11-28',
    slug: 'valid-parentheses',
    title: 'Valid Parentheses',
    difficulty: 'Easy',
    solved: false,
  },
  reviews: [],
  dueCount: 0,
  cardCount: 0,
  nextQuestions: [],
  ...overrides,
});

const streak = {
  success: true,
  currentStreak: 4,
  longestStreak: 9,
  lastCodedDate: '2026-11-28',
  timeZone: 'Asia/Kolkata',
  today: '2026-11-28',
  codedToday: true,
  todayEndsAt: inHours(5),
  recentDays: [],
};
const reminder = { success: true, reminder: { enabled: false, hour: 9, timeZone: 'Asia/Kolkata' }, emailDelivery: true };

function serve(today: () => Response | Promise<Response>) {
  return mockApi({
    'GET /api/daily/today': today,
    'GET /api/streak': () => json(200, streak),
    'GET /api/daily/reminders': () => json(200, reminder),
  });
}

beforeEach(() => vi.clearAllMocks());

describe('TodayPage', () => {
  it('shows a loading state until the day arrives', async () => {
    const pending: { answer: ((r: Response) => void) | null } = { answer: null };
    serve(() => new Promise<Response>((resolve) => (pending.answer = resolve)));
    renderWithApp(routes, '/today');
    expect(await screen.findByText('Loading your day…')).toBeInTheDocument();
    await waitFor(() => expect(pending.answer).not.toBeNull());
    expect(screen.getByText('Loading your day…')).toBeInTheDocument();
    pending.answer?.(json(200, day()));
    expect(await screen.findByRole('heading', { name: 'Valid Parentheses' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your day…')).not.toBeInTheDocument();
  });

  it('shows the empty state, the problem of the day, the streak and the time left', async () => {
    serve(() => json(200, day()));
    renderWithApp(routes, '/today');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solve it' })).toHaveAttribute('href', '/problems/valid-parentheses');
    expect(screen.getByText(/5 h 0 min left today \(Asia\/Kolkata\)/)).toBeInTheDocument();
    expect(await screen.findByText('4 day streak · practised today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a DSA sheet' })).toHaveAttribute('href', '/allcourse');
  });

  it('shows the all-done state when every card is scheduled later', async () => {
    serve(() => json(200, day({ cardCount: 3, problemOfTheDay: { ...day().problemOfTheDay!, solved: true } })));
    renderWithApp(routes, '/today');
    expect(await screen.findByText('All reviews done')).toBeInTheDocument();
    expect(screen.getByText(/3 cards scheduled for later/)).toBeInTheDocument();
    expect(screen.getByText('Solved today')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the day', async () => {
    let fail = true;
    serve(() => (fail ? json(500, { success: false, message: 'Database is asleep' }) : json(200, day())));
    const user = userEvent.setup();
    renderWithApp(routes, '/today');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database is asleep')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('lists due reviews oldest first, links the re-solve and saves the pre-selected rating', async () => {
    const solved = review({
      cardId: '00000000-0000-4000-8000-000000000002',
      title: 'Merge Intervals',
      problemSlug: 'merge-intervals',
      difficulty: 'Medium',
      solvedForReview: { at: daysAgo(0), wrongSubmissions: 1, suggestedRating: 'Hard' },
    });
    let ratings: unknown[] = [];
    const { calls } = mockApi({
      'GET /api/daily/today': () =>
        json(
          200,
          day({ reviews: ratings.length ? [review()] : [review(), solved], dueCount: ratings.length ? 1 : 2, cardCount: 2 }),
        ),
      'GET /api/streak': () => json(200, streak),
      'GET /api/daily/reminders': () => json(200, reminder),
      'POST /api/daily/cards/00000000-0000-4000-8000-000000000002/review': ({ body }) => {
        ratings = [...ratings, body];
        return json(200, { success: true, nextDue: inHours(72), dueCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(routes, '/today');
    const list = await screen.findByRole('list', { name: 'Reviews due' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Two Sum', 'Merge Intervals']);
    expect(screen.getByRole('heading', { name: 'Reviews due (2)' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Re-solve/ })).toHaveAttribute('href', '/problems/two-sum');
    expect(within(list).getByText(/Last solved 12 days ago/, { selector: 'p' })).toBeInTheDocument();
    expect(within(list).getByText(/after 1 wrong submission/)).toBeInTheDocument();

    const hard = within(list).getByRole('radio', { name: /Hard/ });
    expect(hard).toBeChecked();
    await user.click(within(list).getByRole('radio', { name: /Good/ }));
    await user.click(within(list).getByRole('button', { name: 'Save rating for Merge Intervals' }));
    await waitFor(() => expect(ratings).toEqual([{ rating: 'Good' }]));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reviews due (1)' })).toBeInTheDocument());
    expect(calls.filter((c) => c === 'GET /api/daily/today').length).toBeGreaterThanOrEqual(2);
  });

  it("holds the card's shape for guests while today's problem loads, under today's heading", async () => {
    const problem = heldAnswer();
    mockApi({ 'GET /api/daily/problem': problem.respond }, { signedIn: false });
    renderWithApp(routes, '/today');
    const placeholder = await screen.findByRole('status', { name: 'Loading the problem of the day…' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveTextContent(`Problem of the day · ${longDayLabel(localDateKey(new Date()))}`);
    expect(screen.getByText('Login to get spaced-repetition reviews')).toBeInTheDocument();

    problem.answer(() => json(200, { success: true, date: '2026-11-28', endsAt: inHours(2), problem: day().problemOfTheDay }));
    expect(await screen.findByRole('heading', { name: 'Valid Parentheses' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the problem of the day…' })).toBeNull();
  });

  it('shows guests the problem of the day and a sign-in prompt', async () => {
    mockApi(
      {
        'GET /api/daily/problem': () =>
          json(200, { success: true, date: '2026-11-28', endsAt: inHours(2), problem: day().problemOfTheDay }),
      },
      { signedIn: false },
    );
    renderWithApp(routes, '/today');
    expect(await screen.findByRole('heading', { name: 'Valid Parentheses' })).toBeInTheDocument();
    expect(screen.getByText('Login to get spaced-repetition reviews')).toBeInTheDocument();
    expect(screen.getByText(/A new problem in 2 h 0 min/)).toBeInTheDocument();
    // no day heading for a guest: the sentence starts itself
    expect(screen.getByText('One problem for everyone, your reviews, and where your sheets left off.')).toBeInTheDocument();
  });
});
