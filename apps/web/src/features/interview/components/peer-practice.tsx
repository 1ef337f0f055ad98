import {
  DIFFICULTIES,
  type Difficulty,
  JUDGE_LANGUAGES,
  type JudgeLanguage,
  PEER_LANGUAGE_LABELS,
  type PeerMatch,
  peerDailyCapMessage,
} from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Hourglass, UserCheck, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { type PeerStatus, useJoinPeerQueue, useLeavePeerQueue, usePeerStatus } from '../api/interview-api';
import { interviewKeys } from '../api/interview-keys';
import { formatCountdown } from './room-timer';

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const noticeClasses = 'rounded-lg border px-4 py-3 text-sm';

/**
 * The server's "now" (epoch ms), re-rendered every second. Read at each render, not kept from the last tick: a status
 * that arrives between ticks comes with a fresh clock offset, and a tick's time up to a second old (more on a busy
 * phone) showed a queue joined 65 s ago as "Waiting 1:04".
 */
function useServerNow(clockOffsetMs: number): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const tick = setInterval(() => setTicks((n) => n + 1), 1000);
    return () => clearInterval(tick);
  }, []);
  return Date.now() + clockOffsetMs;
}

function Waiting({ status, now }: { status: PeerStatus; now: number }) {
  const leave = useLeavePeerQueue();
  const queue = status.queue;
  if (!queue) return null;
  const waited = now - Date.parse(queue.joinedAt);
  return (
    <div className="space-y-3" data-testid="peer-waiting">
      <p className="flex items-center gap-2 font-medium" role="status">
        <Hourglass className="h-4 w-4 text-indigo-600 motion-safe:animate-pulse dark:text-indigo-400" aria-hidden />
        Looking for a partner: {PEER_LANGUAGE_LABELS[queue.language]}, {queue.difficulty}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Waiting <span className="font-mono tabular-nums">{formatCountdown(waited)}</span>. Keep this page open: you are matched
        with the next learner who picks the same language and difficulty.
      </p>
      {leave.isError && <ErrorAlert>{errorMessage(leave.error)}</ErrorAlert>}
      <Button variant="secondary" disabled={leave.isPending} onClick={() => leave.mutate()}>
        {leave.isPending ? 'Leaving…' : 'Leave queue'}
      </Button>
    </div>
  );
}

function MatchNotice({ match, now }: { match: PeerMatch; now: number }) {
  const first = match.youInterviewFirst ? 'You interview first' : `${match.partnerName} interviews first`;
  const what = `${PEER_LANGUAGE_LABELS[match.language]}, ${match.difficulty}`;
  if (match.status === 'cancelled') {
    return (
      <div
        role="alert"
        className={`${noticeClasses} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200`}
      >
        {match.message}
      </div>
    );
  }
  const left = Math.max(0, Date.parse(match.openBy) - now);
  const openLink = match.roomId && (
    <Link to={`/interview/${match.roomId}`} className={buttonClasses('primary', 'md')}>
      Open room <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  );
  if (match.status === 'active') {
    return (
      <div
        className={`${noticeClasses} flex flex-wrap items-center justify-between gap-3 border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100`}
      >
        <p className="flex items-center gap-2">
          <UserCheck className="h-4 w-4 shrink-0" aria-hidden />
          Your practice with {match.partnerName} ({what}) is on. {first}.
        </p>
        {openLink}
      </div>
    );
  }
  return (
    <div
      className={`${noticeClasses} space-y-3 border-indigo-300 bg-indigo-50 text-indigo-950 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-100`}
      data-testid="peer-match"
    >
      <p className="font-semibold" role="status">
        Matched with {match.partnerName}: {what}
      </p>
      <p>
        {first}; halfway through you swap roles and problems.{' '}
        {match.youOpened
          ? `Waiting for ${match.partnerName} to open the room.`
          : 'Open the room now: both of you must be there within 2 minutes or the match is cancelled.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {openLink}
        <span className="text-sm">
          <span
            className="font-mono font-semibold tabular-nums"
            role="timer"
            aria-label={`Time left to open the room ${formatCountdown(left)}`}
          >
            {formatCountdown(left)}
          </span>{' '}
          left to open the room
        </span>
      </div>
    </div>
  );
}

function JoinForm({ status }: { status: PeerStatus }) {
  const languageId = useId();
  const difficultyId = useId();
  const [language, setLanguage] = useState<JudgeLanguage>('python');
  const [difficulty, setDifficulty] = useState<Difficulty>('Easy');
  const join = useJoinPeerQueue();
  const capped = status.matchesToday >= status.dailyCap;
  const pending = status.match?.status === 'pending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate({ language, difficulty });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={languageId} className="mb-1 block text-sm font-medium">
            Language
          </label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => setLanguage(event.target.value as JudgeLanguage)}
            className={selectClasses}
          >
            {JUDGE_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {PEER_LANGUAGE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={difficultyId} className="mb-1 block text-sm font-medium">
            Difficulty
          </label>
          <select
            id={difficultyId}
            value={difficulty}
            onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            className={selectClasses}
          >
            {DIFFICULTIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      {capped && <ErrorAlert>{peerDailyCapMessage(status.dailyCap)}</ErrorAlert>}
      {join.isError && !capped && <ErrorAlert>{errorMessage(join.error)}</ErrorAlert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={join.isPending || capped || pending}>
          <Users className="h-4 w-4" aria-hidden />
          {join.isPending ? 'Joining…' : 'Join queue'}
        </Button>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {status.matchesToday} of {status.dailyCap} matches used today (UTC)
        </span>
      </div>
    </form>
  );
}

/** The peer-practice section's content once the status is known. */
export function PeerPracticePanel({ status }: { status: PeerStatus }) {
  const now = useServerNow(status.clockOffsetMs);
  // A new match's room joins "My past sessions".
  const queryClient = useQueryClient();
  const roomId = status.match?.roomId;
  useEffect(() => {
    if (roomId) void queryClient.invalidateQueries({ queryKey: interviewKeys.rooms });
  }, [roomId, queryClient]);
  return (
    <div className="space-y-4">
      {status.match && <MatchNotice match={status.match} now={now} />}
      {status.queue ? <Waiting status={status} now={now} /> : <JoinForm status={status} />}
    </div>
  );
}

/** Peer practice on the hub: queue with a language and a difficulty, get matched, open the room. */
export function PeerPractice() {
  return (
    <QueryState
      query={usePeerStatus()}
      loadingLabel="Loading peer practice..."
      loadingClassName="py-6"
      errorPrefix="Peer practice could not be loaded."
    >
      {(status) => <PeerPracticePanel status={status} />}
    </QueryState>
  );
}
