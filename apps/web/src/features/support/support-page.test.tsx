import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { servicesConfig } from '../../testing/services-config';
import { SupportPage } from './support-page';

const config = servicesConfig();

describe('SupportPage for signed-out visitors', () => {
  it('opens a ticket with a name and email, worded errors first, then says where the answer goes', async () => {
    const sent: unknown[] = [];
    mockApi(
      {
        'GET /api/services/config': () => json(200, config),
        'POST /api/support/guest-tickets': ({ body }) => {
          sent.push(body);
          return json(200, { success: true, number: 42 });
        },
      },
      { signedIn: false },
    );
    const user = userEvent.setup();
    // One paste per field: typing character by character is slow on a loaded machine.
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    renderWithApp([{ path: '/support', element: <SupportPage /> }], '/support');
    await screen.findByRole('heading', { name: 'No account? Ask us here' }, { timeout: 10_000 });

    await fill('Your name', 'Meena Iyer');
    await fill('Email for the answer', 'meena@');
    await fill('Subject', 'Cannot sign in');
    await fill('Message', 'The Google button does nothing.');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill('Email for the answer', 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ticket #42 is with our team. We will answer at meena@example.com',
    );
    expect(sent).toEqual([
      {
        name: 'Meena Iyer',
        email: 'meena@example.com',
        subject: 'Cannot sign in',
        category: 'account',
        message: 'The Google button does nothing.',
      },
    ]);
  });
});
