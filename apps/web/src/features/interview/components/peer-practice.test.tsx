import {
  PEER_PARTNER_NO_SHOW_MESSAGE,
  type PeerMatch,
  type PeerStatusResponse,
  peerDailyCapMessage,
} from '@codingkaro/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-app';
import { PeerPractice } from './peer-practice';

const idle = (over: Partial<PeerStatusResponse> = {}): PeerStatusResponse => ({
  success: true,
  queue: null,
  match: null,
  matchesToday: 0,
  dailyCap: 3,
  serverNow: Date.now(),
  ...over,
});

const match = (over: Partial<PeerMatch> = {}): PeerMatch => ({
  id: '6a7d2f1e-1111-4c4c-8888-000000000001',
  roomId: '6a7d2f1e-2222-4c4c-8888-000000000002',
  partnerName: 'Ravi Kumar',
  language: 'java',
  difficulty: 'Medium',
  status: 'pending',
  createdAt: new Date(Date.now() - 30_000).toISOString(),
  openBy: new Date(Date.now() + 90_000).toISOString(),
  youOpened: false,
  partnerOpened: false,
  youInterviewFirst: true,
  message: null,
  ...over,
});

const show = () => renderWithApp([{ path: '/interview', element: <PeerPractice /> }], '/interview');

describe('PeerPractice', () => {
  it('joins the queue with the chosen language and difficulty, shows the wait, and leaves', async () => {
    const joined: unknown[] = [];
    const { calls } = mockApi({
      'GET /api/interview/peer': () => json(200, idle()),
      'POST /api/interview/peer/queue': ({ body }) => {
        joined.push(body);
        const joinedAt = new Date(Date.now() - 65_000).toISOString();
        return json(200, idle({ queue: { language: 'cpp', difficulty: 'Hard', joinedAt } }));
      },
      'DELETE /api/interview/peer/queue': () => json(200, idle()),
    });
    show();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language'), 'C++');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Hard');
    expect(screen.getByText('0 of 3 matches used today (UTC)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join queue' }));
    expect(joined).toEqual([{ language: 'cpp', difficulty: 'Hard' }]);
    expect(await screen.findByText('Looking for a partner: C++, Hard')).toBeInTheDocument();
    // The time waited, from the server's joinedAt.
    expect(screen.getByTestId('peer-waiting')).toHaveTextContent(/Waiting 1:(0[5-9]|1\d)\./);
    await user.click(screen.getByRole('button', { name: 'Leave queue' }));
    expect(await screen.findByRole('button', { name: 'Join queue' })).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/interview/peer/queue');
  });

  it('counts the wait from the status that just came, not from the last tick of the clock', async () => {
    // Date and the one-second tick are frozen: only the status answer says how long the learner has waited.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
      mockApi({
        'GET /api/interview/peer': () => json(200, idle()),
        'POST /api/interview/peer/queue': () =>
          json(
            200,
            idle({ queue: { language: 'python', difficulty: 'Easy', joinedAt: new Date(Date.now() - 65_000).toISOString() } }),
          ),
      });
      show();
      const user = userEvent.setup();
      await screen.findByLabelText('Language');
      // 30 s on the page before joining, with no tick in between (a busy phone's timers run late)
      vi.setSystemTime(new Date('2026-11-29T10:00:30Z'));
      await user.click(screen.getByRole('button', { name: 'Join queue' }));
      await screen.findByTestId('peer-waiting');
      expect(screen.getByTestId('peer-waiting')).toHaveTextContent('Waiting 1:05.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces a match with Open room and the countdown to open it', async () => {
    mockApi({ 'GET /api/interview/peer': () => json(200, idle({ match: match(), matchesToday: 1 })) });
    show();
    expect(await screen.findByText('Matched with Ravi Kumar: Java, Medium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open room/ })).toHaveAttribute(
      'href',
      '/interview/6a7d2f1e-2222-4c4c-8888-000000000002',
    );
    expect(screen.getByTestId('peer-match')).toHaveTextContent('You interview first');
    expect(screen.getByRole('timer')).toHaveTextContent(/^1:(2\d|30)$/);
    // A match still to be opened blocks another join.
    expect(screen.getByRole('button', { name: 'Join queue' })).toBeDisabled();
  });

  it('tells the one who came that the partner did not, and lets them join again', async () => {
    mockApi({
      'GET /api/interview/peer': () =>
        json(
          200,
          idle({ match: match({ status: 'cancelled', roomId: null, youOpened: true, message: PEER_PARTNER_NO_SHOW_MESSAGE }) }),
        ),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(PEER_PARTNER_NO_SHOW_MESSAGE);
    expect(screen.queryByRole('link', { name: /Open room/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join queue' })).toBeEnabled();
  });

  it('says in words when the daily limit is reached and keeps Join disabled', async () => {
    mockApi({ 'GET /api/interview/peer': () => json(200, idle({ matchesToday: 3 })) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(peerDailyCapMessage(3));
    expect(screen.getByRole('button', { name: 'Join queue' })).toBeDisabled();
  });

  it('shows the server’s refusal of a join', async () => {
    mockApi({
      'GET /api/interview/peer': () => json(200, idle()),
      'POST /api/interview/peer/queue': () => json(429, { success: false, message: 'Too many requests, please slow down.' }),
    });
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join queue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, please slow down.'));
  });
});
