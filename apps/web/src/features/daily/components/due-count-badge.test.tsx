import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-app';
import { dailyKeys } from '../api/daily-keys';
import { DueCountBadge } from './due-count-badge';

const routes = [{ path: '/', element: <DueCountBadge /> }];

describe('DueCountBadge', () => {
  it('shows the number of reviews due, named for screen readers', async () => {
    mockApi({ 'GET /api/daily/due-count': () => json(200, { success: true, dueCount: 3 }) });
    renderWithApp(routes, '/');
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByText('reviews due', { exact: false })).toHaveClass('sr-only');
  });

  it('caps at 99+ and shows nothing at zero or for guests', async () => {
    mockApi({ 'GET /api/daily/due-count': () => json(200, { success: true, dueCount: 140 }) });
    const { unmount } = renderWithApp(routes, '/');
    expect(await screen.findByText('99+')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/daily/due-count': () => json(200, { success: true, dueCount: 0 }) });
    const second = renderWithApp(routes, '/');
    await vi.waitFor(() =>
      expect(second.queryClient.getQueryState(dailyKeys.dueCount('asha@example.com'))?.status).toBe('success'),
    );
    expect(second.container.textContent).toBe('/');
    second.unmount();

    const guest = mockApi({}, { signedIn: false });
    const third = renderWithApp(routes, '/');
    await vi.waitFor(() => expect(guest.calls).toContain('GET /api/auth/current-user'));
    expect(guest.calls).not.toContain('GET /api/daily/due-count');
    expect(third.container.textContent).toBe('/');
  });
});
