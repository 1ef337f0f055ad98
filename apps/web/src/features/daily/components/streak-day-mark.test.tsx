import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-app';
import { StreakDayMark } from './streak-day-mark';

const routes = [{ path: '/', element: <StreakDayMark /> }];
const today = (solved: boolean) => ({
  success: true,
  date: '2026-11-28',
  endsAt: '2026-11-28T18:30:00.000Z',
  problem: { date: '2026-11-28', slug: 'two-sum', title: 'Two Sum', difficulty: 'Easy', solved },
});

describe('StreakDayMark', () => {
  it("marks the streak's day when the problem of the day is solved, and links to it", async () => {
    mockApi({ 'GET /api/daily/problem': () => json(200, today(true)) });
    renderWithApp(routes, '/');
    const mark = await screen.findByTestId('streak-day-mark');
    expect(mark).toHaveTextContent('Problem of the day solved: Two Sum');
    expect(screen.getByRole('link', { name: 'Two Sum' })).toHaveAttribute('href', '/problems/two-sum');
  });

  it('says it is not solved yet otherwise, and asks nothing for guests', async () => {
    mockApi({ 'GET /api/daily/problem': () => json(200, today(false)) });
    const { unmount } = renderWithApp(routes, '/');
    expect(await screen.findByTestId('streak-day-mark')).toHaveTextContent('Problem of the day: Two Sum (not solved yet)');
    unmount();

    const guest = mockApi({}, { signedIn: false });
    const second = renderWithApp(routes, '/');
    await vi.waitFor(() => expect(guest.calls).toContain('GET /api/auth/current-user'));
    expect(guest.calls).not.toContain('GET /api/daily/problem');
    expect(second.container.textContent).toBe('/');
  });
});
