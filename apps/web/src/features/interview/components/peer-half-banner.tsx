import { type InterviewPeerHalf, type InterviewRole, type InterviewTimer, timerRemaining } from '@codingkaro/contracts';
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirmDialog } from '../../../components/ui/use-confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useStartSecondHalf } from '../api/interview-api';

export const SECOND_HALF_CONFIRM = {
  title: 'Start the second half?',
  message: 'You swap roles, the second problem comes up with fresh code, and your notes stay with you.',
  label: 'Swap roles',
  tone: 'primary' as const,
};

/**
 * A peer-practice room's half: who interviews whom now. In the first half the interviewer can
 * start the second (the candidate too once the time is up).
 */
export function PeerHalfBanner({
  roomId,
  peer,
  role,
  timer,
  clockOffsetMs,
}: {
  roomId: string;
  peer: InterviewPeerHalf;
  role: InterviewRole;
  timer: InterviewTimer;
  clockOffsetMs: number;
}) {
  const start = useStartSecondHalf(roomId);
  const confirmSwap = useConfirmDialog();
  const [now, setNow] = useState(() => Date.now());
  // The candidate's button appears when the first half's time runs out.
  const watch = peer.half === 1 && role === 'candidate' && timer.endsAt !== null;
  useEffect(() => {
    if (!watch) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [watch]);
  const timeUp = timer.endsAt !== null && timerRemaining(timer, now + clockOffsetMs) === 0;
  const canStart = peer.half === 1 && (role === 'interviewer' || (role === 'candidate' && timeUp));
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-100"
      data-testid="peer-half"
    >
      <p>
        <span className="font-semibold">Peer practice · Half {peer.half} of 2:</span> {peer.interviewerName} interviews{' '}
        {peer.candidateName} ({peer.halfMinutes} min).
        {peer.half === 1 && ' Then you swap roles with a second problem.'}
      </p>
      {canStart && (
        <Button
          size="sm"
          variant="secondary"
          disabled={start.isPending}
          onClick={() =>
            confirmSwap.ask({
              ...SECOND_HALF_CONFIRM,
              onConfirm: () => start.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) }),
            })
          }
        >
          <ArrowLeftRight className="h-4 w-4" aria-hidden />
          Swap roles
        </Button>
      )}
      {confirmSwap.dialog}
    </div>
  );
}
