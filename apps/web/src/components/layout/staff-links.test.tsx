import type { StaffRole } from '@codingkaro/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { servicesConfig } from '../../testing/services-config';
import { StaffLinks } from './staff-links';

/** The staff links once the viewer's config has been read: one request, whose cookie names the viewer. */
async function linksFor(roles: StaffRole[]) {
  const { calls } = mockApi({ 'GET /api/services/config': () => json(200, servicesConfig(roles)) });
  renderWithApp([{ path: '/', element: <StaffLinks /> }], '/');
  await waitFor(() => {
    expect(calls.filter((call) => call === 'GET /api/services/config')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeInTheDocument();
  });
  return screen.getAllByRole('link').map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

describe('StaffLinks', () => {
  it('links admins to the analytics dashboard with their other staff screens', async () => {
    expect(await linksFor(['admin'])).toEqual([
      ['Support queue', '/staff/support'],
      ['Email outbox', '/staff/outbox'],
      ['Analytics', '/admin/analytics'],
    ]);
  });

  it('shows a mentor only the mentor screens', async () => {
    expect(await linksFor(['mentor'])).toEqual([['Mentor dashboard', '/staff/mentorship']]);
  });
});
