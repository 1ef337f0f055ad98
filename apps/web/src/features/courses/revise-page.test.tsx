import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { RevisePage, reviewedLabel } from './revise-page';
import { makeCourse, makeRevisionItem } from './testing/course-fixtures';

vi.mock('../../lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const routes = [{ path: '/courses/revise', element: <RevisePage /> }];
const items = [
  makeRevisionItem(),
  makeRevisionItem({
    questionId: 'q9',
    title: 'Word Ladder',
    courseSlug: 'lovebabbar',
    courseName: "Love Babbar's 450 DSA Sheet",
    dayNumber: 12,
    dayTitle: 'Graphs',
    reviewedAt: '2026-11-01T10:00:00.000Z',
    links: { article: null, youtube: null, practice: '/problems/word-ladder' },
  }),
];

beforeEach(() => vi.clearAllMocks());

describe('RevisePage', () => {
  it('lists flagged questions in the order given, with links, and unflags one', async () => {
    const { fetchMock } = mockApi(({ url, method }) => {
      if (url.pathname === '/api/courses/revision') return json(200, { success: true, data: items });
      if (method === 'PUT') return json(200, { success: true, message: 'ok', data: makeCourse() });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/revise');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Merge Intervals', 'Word Ladder']);
    expect(screen.getByRole('link', { name: /Love Babbar's 450 DSA Sheet · Day 12: Graphs/ })).toHaveAttribute(
      'href',
      '/courses/lovebabbar?day=12',
    );
    expect(screen.getByRole('link', { name: 'Solve: Word Ladder' })).toHaveAttribute(
      'href',
      '/problems/word-ladder?sheet=lovebabbar',
    );
    expect(screen.getByText(/Never reviewed/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unflag: Merge Intervals' }));
    expect(screen.queryByRole('heading', { name: 'Merge Intervals' })).not.toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/codingkaro/courses/course-1/days/1/questions/q2');
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({ forRevision: false, userEmail: 'asha@example.com' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Updated successfully!'));
  });

  it('puts an item back when unflagging fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(({ url, method }) => {
      if (url.pathname === '/api/courses/revision') return json(200, { success: true, data: items });
      if (method === 'PUT') return json(500, { success: false, message: 'Internal Server Error' });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/revise');
    await user.click(await screen.findByRole('button', { name: 'Unflag: Word Ladder' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update question'));
    expect(await screen.findByRole('heading', { name: 'Word Ladder' })).toBeInTheDocument();
  });

  it('shows an empty state when nothing is flagged', async () => {
    mockApi(({ url }) => (url.pathname === '/api/courses/revision' ? json(200, { success: true, data: [] }) : undefined));
    renderWithApp(routes, '/courses/revise');
    expect(await screen.findByText('Nothing to revise yet')).toBeInTheDocument();
  });

  it('asks guests to log in without calling the revision list', async () => {
    const { fetchMock } = mockApi(() => undefined, { signedIn: false });
    renderWithApp(routes, '/courses/revise');
    expect(await screen.findByText('Login to track your progress')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/revision'))).toBe(false);
  });

  it('labels review dates', () => {
    expect(reviewedLabel(null)).toBe('Never reviewed');
    expect(reviewedLabel('not a date')).toBe('Never reviewed');
    expect(reviewedLabel('2026-11-01T10:00:00.000Z')).toMatch(/^Last reviewed /);
  });
});
