import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { AllCoursesPage } from './all-courses-page';
import { makeSummary } from './testing/course-fixtures';

const routes = [{ path: '/allcourse', element: <AllCoursesPage /> }];
const courses = [
  makeSummary({ totalQuestions: 191, completedQuestions: 48, dayCount: 27 }),
  makeSummary({
    _id: 'c2',
    slug: 'lovebabbar',
    title: "Love Babbar's 450 DSA Sheet",
    level: 'All Levels',
    problemCountLabel: '450 Problems',
    totalQuestions: 448,
    completedQuestions: 0,
    dayCount: 15,
  }),
];

describe('AllCoursesPage', () => {
  it("lists every course with the user's progress, plus the interview preparation card", async () => {
    mockApi(({ url }) => (url.pathname === '/api/courses' ? json(200, { success: true, data: courses }) : undefined));
    renderWithApp(routes, '/allcourse');
    const list = screen.getByRole('list', { name: 'Courses' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    const first = (await screen.findByRole('heading', { name: 'DSA Placement Preparation' })).closest('li')!;
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(within(first).getByText('Intermediate')).toBeInTheDocument();
    expect(within(first).getByText('180+ Problems')).toBeInTheDocument();
    expect(within(first).getByText('27 days · 191 questions')).toBeInTheDocument();
    expect(within(first).getByText('48 / 191 done')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(first).getByRole('link', { name: 'Continue DSA Placement Preparation' })).toHaveAttribute(
      'href',
      '/courses/data-structures',
    );
    expect(screen.getByRole('link', { name: "Explore Love Babbar's 450 DSA Sheet" })).toHaveAttribute(
      'href',
      '/courses/lovebabbar',
    );
    expect(screen.getByRole('link', { name: 'Explore Technical Interview Preparation' })).toHaveAttribute(
      'href',
      '/interview-series',
    );
    expect(screen.getByRole('link', { name: /Revise flagged questions/ })).toHaveAttribute('href', '/courses/revise');
  });

  it('hides progress from guests and offers sign-in', async () => {
    mockApi(({ url }) => (url.pathname === '/api/courses' ? json(200, { success: true, data: courses }) : undefined), {
      signedIn: false,
    });
    renderWithApp(routes, '/allcourse');
    await screen.findByRole('heading', { name: 'DSA Placement Preparation' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Revise/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login to track your progress' })).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list', async () => {
    let fail = true;
    mockApi(({ url }) => {
      if (url.pathname !== '/api/courses') return undefined;
      return fail ? json(500, { success: false, message: 'Database is down' }) : json(200, { success: true, data: courses });
    });
    const user = userEvent.setup();
    renderWithApp(routes, '/allcourse');
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'DSA Placement Preparation' })).toBeInTheDocument();
  });
});
