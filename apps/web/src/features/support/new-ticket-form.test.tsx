import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { NewTicketForm } from './new-ticket-form';

vi.mock('../../lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const ticket = {
  id: '00000000-0000-4000-8000-0000000000c1',
  number: 42,
  subject: 'Refund for a double charge',
  category: 'payments',
  status: 'open',
  requester: { name: 'Asha Rao', email: 'asha@example.com' },
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  settledAt: null,
  messages: [],
  canReopen: false,
};

const renderForm = () =>
  renderWithApp(
    [
      { path: '/support', element: <NewTicketForm /> },
      { path: '/support/tickets/:id', element: <p>Ticket page</p> },
    ],
    '/support',
  );

describe('NewTicketForm', () => {
  it('words what is missing next to each field and sends nothing', async () => {
    const { calls } = mockApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(screen.getByText('Give the ticket a subject of at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Write a message')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('sends the ticket with its category and opens it', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/support/tickets': ({ body }) => {
        sent.push(body);
        return json(201, { success: true, ticket });
      },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Subject'), 'Refund for a double charge');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Payments and refunds');
    await userEvent.type(screen.getByLabelText('Message'), 'I was charged twice for Premium.');
    await userEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(await screen.findByText('Ticket page')).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: 'Refund for a double charge', category: 'payments', message: 'I was charged twice for Premium.' },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Ticket #42 opened');
  });

  it('keeps what was typed and words a refusal by its code', async () => {
    mockApi({
      'POST /api/support/tickets': () => json(429, { success: false, code: 'RATE_LIMITED', message: 'Too Many Requests' }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Subject'), 'Cannot sign in');
    await userEvent.type(screen.getByLabelText('Message'), 'The Google button does nothing.');
    await userEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(ERROR_TEXTS.RATE_LIMITED));
    expect(screen.getByLabelText('Subject')).toHaveValue('Cannot sign in');
    expect(screen.queryByText('Ticket page')).toBeNull();
  });
});
