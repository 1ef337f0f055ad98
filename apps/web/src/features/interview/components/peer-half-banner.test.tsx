import type { InterviewPeerHalf, InterviewRole, InterviewTimer } from '@codingkaro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-app';
import { PeerHalfBanner } from './peer-half-banner';

const ROOM = '6a7d2f1e-2222-4c4c-8888-000000000002';
const SWAP = `POST /api/interview/rooms/${ROOM}/peer/second-half`;
const peer: InterviewPeerHalf = { half: 1, interviewerName: 'Asha', candidateName: 'Ravi', halfMinutes: 30 };
const interviewer: InterviewRole = 'interviewer';
const timer: InterviewTimer = { durationMs: 1_800_000, endsAt: null, remainingMs: 1_800_000 };

afterEach(() => vi.restoreAllMocks());

describe('PeerHalfBanner', () => {
  it('asks in the app’s own dialog before swapping roles; Cancel sends nothing, Swap roles does', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const { calls } = mockApi({ [SWAP]: () => json(409, { success: false, message: 'Already swapped' }) });
    renderWithApp(
      [{ path: '/r', element: <PeerHalfBanner roomId={ROOM} peer={peer} role={interviewer} timer={timer} clockOffsetMs={0} /> }],
      '/r',
    );
    const swap = screen.getByRole('button', { name: 'Swap roles' });
    await user.click(swap);
    let question = screen.getByRole('alertdialog', { name: 'Start the second half?' });
    expect(question).toHaveTextContent('You swap roles, the second problem comes up with fresh code');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).not.toContain(SWAP);

    await user.click(swap);
    question = screen.getByRole('alertdialog', { name: 'Start the second half?' });
    await user.click(within(question).getByRole('button', { name: 'Swap roles' }));
    await waitFor(() => expect(calls.filter((call) => call === SWAP)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
