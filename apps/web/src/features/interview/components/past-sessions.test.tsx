import type { InterviewRoom, InterviewScorecard } from '@codingkaro/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-app';
import { PastSessions } from './past-sessions';

const card = (over: Partial<InterviewScorecard>): InterviewScorecard => ({
  problemSolving: 3,
  codeQuality: 3,
  communication: 3,
  testing: 3,
  comments: '',
  submittedAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

const room = (over: Partial<InterviewRoom>): InterviewRoom => ({
  id: '6a7d2f1e-2222-4c4c-8888-000000000002',
  title: 'Peer practice: Easy, Python',
  role: 'candidate',
  interviewer: { id: '6a7d2f1e-3333-4c4c-8888-000000000003', name: 'Ravi' },
  candidate: { id: '6a7d2f1e-4444-4c4c-8888-000000000004', name: 'Asha' },
  allowObservers: false,
  inviteToken: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  scorecard: null,
  peerScorecards: [],
  ...over,
});

const show = (rooms: InterviewRoom[]) => {
  mockApi({ 'GET /api/interview/rooms': () => json(200, { success: true, rooms }) });
  renderWithApp([{ path: '/interview', element: <PastSessions /> }], '/interview');
};

describe('PastSessions', () => {
  it('shows both halves of a swapped peer room, each labelled with who interviewed whom on which problem', async () => {
    const first = card({ comments: 'Asha on Ravi' });
    const second = card({ comments: 'Ravi on Asha' });
    show([
      room({
        scorecard: second,
        peerScorecards: [
          {
            half: 1,
            interviewerName: 'Asha',
            candidateName: 'Ravi',
            problemTitle: 'Two Sum',
            viewerGave: true,
            scorecard: first,
          },
          {
            half: 2,
            interviewerName: 'Ravi',
            candidateName: 'Asha',
            problemTitle: 'Plus One',
            viewerGave: false,
            scorecard: second,
          },
        ],
      }),
    ]);
    const user = userEvent.setup();
    const firstHalf = await screen.findByText('Half 1: Asha interviewed Ravi on Two Sum (scorecard you gave)');
    const secondHalf = screen.getByText('Half 2: Ravi interviewed Asha on Plus One (your scorecard)');
    await user.click(firstHalf);
    await user.click(secondHalf);
    expect(within(firstHalf.closest('details') as HTMLElement).getByText('Asha on Ravi')).toBeVisible();
    expect(within(secondHalf.closest('details') as HTMLElement).getByText('Ravi on Asha')).toBeVisible();
    // Both halves show the viewer on both sides: the current half's role alone would mislead.
    expect(screen.getByText(/^Both roles · /)).toBeInTheDocument();
    expect(screen.queryByText(/^Candidate · /)).not.toBeInTheDocument();
    // The room's own scorecard (the current half's) is not shown a second time.
    expect(screen.queryByText('Your scorecard')).not.toBeInTheDocument();
  });

  it("shows an ordinary room's scorecard as before", async () => {
    show([room({ title: 'Mock interview', scorecard: card({ comments: 'Well done' }) })]);
    expect(await screen.findByText('Your scorecard')).toBeInTheDocument();
    expect(screen.getByText(/^Candidate · /)).toBeInTheDocument();
    expect(screen.queryByText(/^Half /)).not.toBeInTheDocument();
  });
});
