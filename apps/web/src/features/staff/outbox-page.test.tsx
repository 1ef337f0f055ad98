import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../lib/api-client';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { servicesConfig } from '../../testing/services-config';
import { OutboxPage } from './outbox-page';

const failedMail = {
  id: 'm1',
  to: 'learner@example.com',
  subject: 'Your CV review is ready',
  text: 'Open CodingKaro to read it.',
  attachments: ['review.pdf'],
  status: 'failed',
  error: '550 mailbox unavailable',
  createdAt: '2026-11-28T10:00:00.000Z',
};

const renderOutbox = () => renderWithApp([{ path: '/staff/outbox', element: <OutboxPage /> }], '/staff/outbox');

describe('OutboxPage', () => {
  it('tells someone without the admin role that the page is for staff, and never asks for the mail', async () => {
    const { calls } = mockApi({ 'GET /api/services/config': () => json(200, servicesConfig([])) });
    renderOutbox();
    expect(await screen.findByRole('heading', { name: 'This page is for staff only.' })).toBeInTheDocument();
    expect(calls.some((call) => call.includes('/api/staff/mail-outbox'))).toBe(false);
  });

  it('lists the kept emails with why each was not sent, and opens one to read it', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, servicesConfig(['admin'])),
      'GET /api/staff/mail-outbox': () => json(200, { success: true, smtpConfigured: true, emails: [failedMail] }),
    });
    renderOutbox();
    const list = await screen.findByRole('list', { name: 'Kept emails' });
    const row = within(list).getByText('Your CV review is ready').closest('li') as HTMLElement;
    expect(row).toHaveTextContent('To learner@example.com');
    expect(row).toHaveTextContent('review.pdf');
    expect(within(row).getByText('SMTP refused')).toBeInTheDocument();
    expect(screen.getByText(/only emails the mail server refused are kept here/)).toBeInTheDocument();
    await userEvent.click(within(row).getByText('Your CV review is ready'));
    expect(within(row).getByText(/550 mailbox unavailable/)).toBeVisible();
  });

  it('says so when nothing is waiting', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, servicesConfig(['admin'])),
      'GET /api/staff/mail-outbox': () => json(200, { success: true, smtpConfigured: false, emails: [] }),
    });
    renderOutbox();
    expect(await screen.findByText('No emails are waiting here.')).toBeInTheDocument();
    expect(screen.getByText(/SMTP_URL is not set/)).toBeInTheDocument();
  });

  it('words a failure by its code, not the raw server text', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, servicesConfig(['admin'])),
      'GET /api/staff/mail-outbox': () =>
        json(429, { success: false, code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 1 minute' }),
    });
    renderOutbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The outbox could not be loaded. ${ERROR_TEXTS.RATE_LIMITED}`);
    expect(alert).not.toHaveTextContent('Rate limit exceeded');
  });
});
