import { type InterviewTimer, timerRemaining } from '@codingkaro/contracts';
import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRoomTimer } from '../api/interview-api';

/** mm:ss (h:mm:ss past an hour) of a number of milliseconds, rounded up so 0:00 means done. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const iconButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** The shared countdown: everyone sees it on the server's clock; the interviewer starts, pauses and resets it. */
export function RoomTimer({
  roomId,
  timer,
  clockOffsetMs,
  canControl,
}: {
  roomId: string;
  timer: InterviewTimer;
  clockOffsetMs: number;
  canControl: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  const running = timer.endsAt !== null;
  useEffect(() => {
    // At once too: `now` may be from long before the timer started.
    setNow(Date.now());
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);
  const control = useRoomTimer(roomId);
  const send = (action: 'start' | 'pause' | 'reset') =>
    control.mutate({ action }, { onError: (error) => notify.error(errorMessage(error)) });
  const left = timerRemaining(timer, now + clockOffsetMs);
  const done = left === 0;
  return (
    <div className="inline-flex items-center gap-1" data-testid="room-timer">
      <Timer className={`h-4 w-4 ${done ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500'}`} aria-hidden />
      <span
        className={`font-mono text-sm tabular-nums ${done ? 'font-semibold text-rose-600 dark:text-rose-400' : ''}`}
        role="timer"
        aria-label={`Time left ${formatCountdown(left)}${running ? '' : ', paused'}`}
      >
        {formatCountdown(left)}
      </span>
      {canControl && (
        <>
          {running ? (
            <button
              type="button"
              className={iconButton}
              onClick={() => send('pause')}
              disabled={control.isPending}
              aria-label="Pause the timer"
            >
              <Pause className="h-4 w-4" aria-hidden />
            </button>
          ) : (
            <button
              type="button"
              className={iconButton}
              onClick={() => send('start')}
              disabled={control.isPending || done}
              aria-label="Start the timer"
            >
              <Play className="h-4 w-4" aria-hidden />
            </button>
          )}
          <button
            type="button"
            className={iconButton}
            onClick={() => send('reset')}
            disabled={control.isPending}
            aria-label="Reset the timer"
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
          </button>
        </>
      )}
    </div>
  );
}
