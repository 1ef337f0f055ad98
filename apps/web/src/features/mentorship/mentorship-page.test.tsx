import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../lib/api-client';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { servicesConfig } from '../../testing/services-config';
import { MentorshipPage } from './mentorship-page';

const config = servicesConfig();
const mentor = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Meera Iyer', timeZone: 'Asia/Kolkata' };
const booking = {
  id: '00000000-0000-4000-8000-0000000000b2',
  status: 'confirmed',
  kind: 'plan',
  mentor,
  learner: { name: 'Asha Rao', email: 'asha@example.com' },
  startsAt: '2030-01-10T10:00:00.000Z',
  endsAt: '2030-01-10T10:45:00.000Z',
  interviewRoomUrl: null,
  changeable: true,
  createdAt: '2026-11-28T10:00:00.000Z',
};

const renderPage = () => renderWithApp([{ path: '/mentorship', element: <MentorshipPage /> }], '/mentorship');

describe('MentorshipPage', () => {
  it("shows the plan's sessions left, no sessions yet, and says when no mentor has published times", async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/mentorship/bookings': () =>
        json(200, { success: true, bookings: [], plan: { tier: 'premium', used: 1, allowance: 4 } }),
      'GET /api/mentorship/mentors': () => json(200, { success: true, mentors: [] }),
    });
    renderPage();
    expect(await screen.findByText('Your premium plan: 1 of 4 sessions used this month.')).toBeInTheDocument();
    expect(screen.getByText('You have no sessions yet.')).toBeInTheDocument();
    expect(await screen.findByText('No mentor has published availability yet. Please check back soon.')).toBeInTheDocument();
  });

  it('words a failed cancellation by its code on the session it belongs to', async () => {
    const { calls } = mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/mentorship/bookings': () => json(200, { success: true, bookings: [booking], plan: null }),
      'GET /api/mentorship/mentors': () => json(200, { success: true, mentors: [mentor] }),
      [`POST /api/mentorship/bookings/${booking.id}/cancel`]: () =>
        json(500, { success: false, code: 'INTERNAL', message: 'TypeError: cannot read properties of undefined' }),
    });
    renderPage();
    const card = (await screen.findByText(/with Meera Iyer · plan session/)).closest('article') as HTMLElement;
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel session' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(ERROR_TEXTS.INTERNAL);
    expect(card).not.toHaveTextContent('TypeError');
    expect(calls).toContain(`POST /api/mentorship/bookings/${booking.id}/cancel`);
  });

  it('words a failure to load the sessions', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/mentorship/bookings': () => json(429, { success: false, code: 'RATE_LIMITED', message: 'Too Many Requests' }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your sessions could not be loaded. ${ERROR_TEXTS.RATE_LIMITED}`);
  });
});
