import type { Course } from '@codingkaro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { CoursePage } from './course-page';
import { applyChange } from './lib/course-progress';
import { makeCourse } from './testing/course-fixtures';

vi.mock('../../lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const routes = [{ path: '/courses/:slug', element: <CoursePage /> }];
const courseAnswer = (course: Course) => json(200, { success: true, message: 'Course fetched successfully', data: course });

/** Serves the course; PUTs go to `onPut` (default: apply the change like the server does). */
function serveCourse(onPut?: (body: Record<string, unknown>, url: URL) => Response | Promise<Response>, options = {}) {
  let course = makeCourse();
  return mockApi(async ({ url, method, body }) => {
    if (method === 'GET' && url.pathname === '/api/codingkaro/courses/data-structures') return courseAnswer(course);
    if (method === 'PUT' && url.pathname.startsWith('/api/codingkaro/courses/course-1/days/')) {
      const payload = body as Record<string, unknown>;
      if (onPut) return onPut(payload, url);
      const questionId = url.pathname.split('/').pop()!;
      const field = (['status', 'forRevision', 'notes'] as const).find((f) => payload[f] !== undefined)!;
      course = applyChange(course, questionId, { field, value: payload[field] } as never);
      return courseAnswer(course);
    }
    return undefined;
  }, options);
}

const putCalls = ({ fetchMock }: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');

const questionTitles = () =>
  within(screen.getByRole('list', { name: /questions$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => vi.clearAllMocks());

describe('CoursePage: loading, progress and days', () => {
  it('shows the loading text, then the first day, the overall progress and each day', async () => {
    const api = serveCourse();
    renderWithApp(routes, '/courses/data-structures');
    expect(screen.getByText('Loading course data...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Day 1: Arrays' })).toBeInTheDocument();
    expect(screen.getByText('4 questions')).toBeInTheDocument();
    expect(screen.getByTestId('course-progress-count')).toHaveTextContent('2 / 6 completed');
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: 'Day 1: Arrays, 25% done' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Day 2: Linked List, 50% done' })).toBeInTheDocument();
    // Signed-in: the user's email goes with the fetch, and no login notice.
    const get = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/codingkaro/courses/'));
    expect(String(get?.[0])).toContain('userEmail=asha%40example.com');
    expect(screen.queryByText('Login to track your progress')).not.toBeInTheDocument();
  });

  it('shows difficulty letters with their names, links and the full-stack task', async () => {
    serveCourse();
    const user = userEvent.setup();
    const { location } = renderWithApp(routes, '/courses/data-structures');
    const row = (await screen.findByRole('heading', { name: 'Two Sum' })).closest('li')!;
    expect(within(row).getByTitle('Easy')).toHaveTextContent('E');
    // In the library: "Solve" keeps the problem page in this sheet; the original site stays as "Original".
    expect(within(row).getByRole('link', { name: 'Solve: Two Sum' })).toHaveAttribute(
      'href',
      '/problems/two-sum?sheet=data-structures',
    );
    expect(within(row).getByRole('link', { name: /Original: Two Sum/ })).toHaveAttribute(
      'href',
      'https://leetcode.com/problems/two-sum/',
    );
    expect(within(row).getByRole('link', { name: /Article: Two Sum/ })).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('link', { name: /Article: Two Sum/ })).toHaveAttribute('rel', 'noopener noreferrer');
    const unrated = screen.getByRole('heading', { name: 'Reverse the array' }).closest('li')!;
    expect(within(unrated).getByTitle('Difficulty not set')).toHaveTextContent('—');

    await user.click(screen.getByRole('button', { name: /^Day 2:/ }));
    expect(location.search).toBe('?day=2');
    expect(screen.getByText('Build it with a map and a list.')).toBeInTheDocument();
  });

  it('starts from the day and filters in the address bar', async () => {
    serveCourse();
    renderWithApp(routes, '/courses/data-structures?day=2&difficulty=Hard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Day 2: Linked List' })).toBeInTheDocument();
    expect(questionTitles()).toEqual(['LRU Cache']);
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Hard');
    expect(screen.getByText('1 of 2 questions')).toBeInTheDocument();
  });
});

describe('CoursePage: filters', () => {
  it('narrows by difficulty, status, revision and search, and keeps them in the URL', async () => {
    serveCourse();
    const user = userEvent.setup();
    const { location } = renderWithApp(routes, '/courses/data-structures');
    await screen.findByRole('heading', { name: 'Two Sum' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Medium');
    expect(questionTitles()).toEqual(['Merge Intervals']);
    expect(location.search).toBe('?difficulty=Medium');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(questionTitles()).toEqual(['Two Sum']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(questionTitles()).toEqual(['Merge Intervals', 'Trapping Rain Water', 'Reverse the array']);

    await user.click(screen.getByRole('button', { name: 'Revision only' }));
    expect(screen.getByRole('button', { name: 'Revision only' })).toHaveAttribute('aria-pressed', 'true');
    expect(questionTitles()).toEqual(['Merge Intervals']);
    expect(location.search).toBe('?status=Pending&revision=1');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'RAIN');
    expect(questionTitles()).toEqual(['Trapping Rain Water']);
    expect(location.search).toBe('?q=RAIN');

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'bow');
    expect(screen.getByText('No questions found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or select a different day')).toBeInTheDocument();
  });
});

describe('CoursePage: updates', () => {
  it('marks a question done at once, sends one field with the email, and toasts on success', async () => {
    let release: (response: Response) => void = () => {};
    const api = serveCourse(
      (_body, url) =>
        new Promise<Response>((resolve) => {
          release = resolve;
          void url;
        }),
    );
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/data-structures');
    const box = await screen.findByRole('checkbox', { name: 'Completed: Trapping Rain Water' });
    await user.click(box);
    // Optimistic: ticked and counted before the server answers.
    expect(box).toBeChecked();
    expect(screen.getByTestId('course-progress-count')).toHaveTextContent('3 / 6 completed');
    const [url, init] = putCalls(api)[0]!;
    expect(String(url)).toBe('/api/codingkaro/courses/course-1/days/1/questions/q3');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ status: true, userEmail: 'asha@example.com' });
    expect(notify.success).not.toHaveBeenCalled();

    // The server's course replaces ours (here it also carries a note written elsewhere).
    const answer = applyChange(applyChange(makeCourse(), 'q3', { field: 'status', value: true }), 'q3', {
      field: 'notes',
      value: 'from another tab',
    });
    release(courseAnswer(answer));
    expect(await screen.findByText('from another tab')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Updated successfully!');
    expect(box).toBeChecked();
  });

  it('rolls back and toasts when the update fails', async () => {
    serveCourse(() => json(500, { success: false, message: 'Internal Server Error' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/data-structures');
    const star = await screen.findByRole('button', { name: 'Flag for revision: Trapping Rain Water' });
    await user.click(star);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update question'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    const box = screen.getByRole('checkbox', { name: 'Completed: Two Sum' });
    await user.click(box);
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2));
    expect(box).toBeChecked();
    expect(screen.getByTestId('course-progress-count')).toHaveTextContent('2 / 6 completed');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('edits notes: opens with the current notes, Cancel discards, Save sends', async () => {
    const api = serveCourse();
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/data-structures');
    await user.click(await screen.findByRole('button', { name: 'Edit note: Merge Intervals' }));
    const box = screen.getByRole('textbox', { name: 'Notes for Merge Intervals' });
    expect(box).toHaveValue('Sort by start first');
    expect(screen.getByText('19/2000')).toBeInTheDocument();
    await user.type(box, ', then merge');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sort by start first')).toBeInTheDocument();
    expect(putCalls(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit note: Merge Intervals' }));
    const again = screen.getByRole('textbox', { name: 'Notes for Merge Intervals' });
    expect(again).toHaveValue('Sort by start first');
    expect(again).toHaveAttribute('maxLength', '2000');
    await user.clear(again);
    await user.type(again, 'Sort, then sweep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Sort, then sweep')).toBeInTheDocument();
    const [, init] = putCalls(api)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ notes: 'Sort, then sweep', userEmail: 'asha@example.com' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Updated successfully!'));
  });
});

describe('CoursePage: guests', () => {
  it('asks guests to log in and starts sign-in instead of changing anything', async () => {
    const api = serveCourse(undefined, { signedIn: false });
    const user = userEvent.setup();
    const { location } = renderWithApp(routes, '/courses/data-structures?day=1');
    const box = await screen.findByRole('checkbox', { name: 'Completed: Trapping Rain Water' });
    expect(screen.getByText('Login to track your progress')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
    const get = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/codingkaro/courses/'));
    expect(String(get?.[0])).not.toContain('userEmail');

    await user.click(box);
    // Sign-in replaces the page at once (the detached box keeps the browser's toggle); no box shows checked.
    expect(screen.queryByRole('checkbox', { name: 'Completed: Trapping Rain Water', checked: true })).not.toBeInTheDocument();
    expect(notify.warning).toHaveBeenCalledWith('Please login to track your progress');
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(location.search).toBe(`?${new URLSearchParams({ returnTo: '/courses/data-structures?day=1' })}`);
    expect(putCalls(api)).toHaveLength(0);
  });

  it('does not open the notes editor for guests', async () => {
    serveCourse(undefined, { signedIn: false });
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/data-structures');
    await user.click(await screen.findByRole('button', { name: 'Add note: Two Sum' }));
    expect(screen.queryByRole('textbox', { name: 'Notes for Two Sum' })).not.toBeInTheDocument();
    expect(notify.warning).toHaveBeenCalledWith('Please login to track your progress');
  });

  it('does not flag for guests', async () => {
    serveCourse(undefined, { signedIn: false });
    const user = userEvent.setup();
    renderWithApp(routes, '/courses/data-structures');
    const star = await screen.findByRole('button', { name: 'Flag for revision: Two Sum' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(notify.warning).toHaveBeenCalledWith('Please login to track your progress');
  });

  it('opens sign-in from the Login button of the progress panel', async () => {
    serveCourse(undefined, { signedIn: false });
    const user = userEvent.setup();
    const { location } = renderWithApp(routes, '/courses/data-structures');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location.pathname).toBe('/login'));
  });
});

describe('CoursePage: errors', () => {
  it("shows the server's message in the error panel and as a toast", async () => {
    mockApi(() => json(404, { success: false, message: 'Course not found' }));
    renderWithApp(routes, '/courses/nope');
    expect(await screen.findByRole('heading', { name: 'Error Loading Course' })).toBeInTheDocument();
    expect(screen.getByText('Course not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Course not found');
  });

  it("rejects an answer without a days list with 'Invalid course data structure'", async () => {
    const { days: _days, ...withoutDays } = makeCourse();
    mockApi(() => json(200, { success: true, message: 'ok', data: withoutDays }));
    renderWithApp(routes, '/courses/data-structures');
    expect(await screen.findByText('Invalid course data structure')).toBeInTheDocument();
  });

  it("rejects an answer without success with 'Failed to fetch course'", async () => {
    mockApi(() => json(200, { data: makeCourse() }));
    renderWithApp(routes, '/courses/data-structures');
    expect(await screen.findByText('Failed to fetch course')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Failed to fetch course');
  });
});
