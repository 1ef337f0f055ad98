import {
  COMPILER_LANGUAGES,
  type CompilerLanguage,
  INTERVIEW_ROLE_LABELS,
  type InterviewRole,
  type InterviewRoom,
  JUDGE_LANGUAGES,
} from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, Copy, LogIn, Play, Send, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/form-field';
import { isModalOpen } from '../../components/ui/modal-open';
import { usePageTitle } from '../../components/ui/page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { useConfirmDialog } from '../../components/ui/use-confirm-dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { notify } from '../../lib/notify';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { useDeleteRoom, useRoom, useRunRoom, useSubmitRoom, useUpdateRoom } from './api/interview-api';
import { interviewKeys } from './api/interview-keys';
import { InterviewerNotes } from './components/interviewer-notes';
import { PeerHalfBanner } from './components/peer-half-banner';
import { Playback } from './components/playback';
import { ProblemPanel } from './components/problem-panel';
import { RoomTimer } from './components/room-timer';
import { RunOutput } from './components/run-output';
import { ScorecardForm, ScorecardView } from './components/scorecard';
import { SharedCodeEditor } from './components/shared-code-editor';
import { SharedInput } from './components/shared-input';
import { SubmissionVerdict } from './components/submission-verdict';
import { type ConnectionStatus, type Participant, setRoomLanguage, useRoomDocument } from './hooks/use-room-document';
import { ROOM_LANGUAGE_LABELS } from './lib/languages';
import { inviteUrl } from './lib/room-links';

export const SWITCH_LANGUAGE_CONFIRM = (label: string) => ({
  title: `Switch the room to ${label}?`,
  message: 'The code stays as it is, for both of you.',
  label: 'Switch language',
  tone: 'primary' as const,
});
export const DELETE_ROOM_CONFIRM = {
  title: 'Delete this room?',
  message: 'Its code and its history go for everyone. This cannot be undone.',
  label: 'Delete room',
};

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  connected: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline: your edits are kept and merge when the connection returns',
};

function ConnectionBadge({ status, stopped }: { status: ConnectionStatus; stopped: string | null }) {
  const tone =
    status === 'connected'
      ? 'bg-emerald-500'
      : status === 'connecting'
        ? 'bg-amber-500 motion-safe:animate-pulse'
        : 'bg-rose-500';
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400"
      role="status"
      data-status={status}
    >
      <span className={`h-2 w-2 rounded-full ${tone}`} aria-hidden />
      {stopped ? 'Disconnected' : STATUS_TEXT[status]}
    </span>
  );
}

function People({ participants }: { participants: Participant[] }) {
  // One entry per person (several tabs of one person show once).
  const seen = new Map<string, Participant>();
  for (const person of participants) if (!seen.has(person.name) || person.self) seen.set(person.name, person);
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="In the room now">
      {[...seen.values()].map((person) => (
        <li
          key={person.clientId}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300"
        >
          <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: person.color }} aria-hidden />
          {person.name}
          {person.self && <span className="text-slate-500 dark:text-slate-400">(you)</span>}
        </li>
      ))}
    </ul>
  );
}

function InviteControls({ room }: { room: InterviewRoom }) {
  const [copied, setCopied] = useState(false);
  const update = useUpdateRoom(room.id);
  const remove = useDeleteRoom(room.id);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDialog();
  if (!room.inviteToken) return null;
  const link = inviteUrl(room.id, room.inviteToken);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Could not copy. Select the link and copy it yourself.');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!room.candidate && (
        <label className="flex min-w-0 items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span className="shrink-0">Invite link</span>
          <input
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="h-8 w-48 min-w-0 rounded-md border border-slate-300 bg-white px-2 font-mono text-xs text-slate-800 sm:w-64 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            data-testid="invite-link"
          />
        </label>
      )}
      <Button variant="secondary" size="sm" onClick={copy}>
        {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
        {copied ? 'Copied' : 'Copy invite link'}
      </Button>
      <label className="inline-flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={room.allowObservers}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ allowObservers: event.target.checked }, { onError: (error) => notify.error(errorMessage(error)) })
          }
          className="h-4 w-4 accent-indigo-600"
        />
        Allow observers
      </label>
      <Button
        variant="ghost"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          confirmDelete.ask({
            ...DELETE_ROOM_CONFIRM,
            onConfirm: () =>
              remove.mutate(undefined, {
                onSuccess: () => navigate('/interview'),
                onError: (error) => notify.error(errorMessage(error)),
              }),
          })
        }
      >
        <Trash2 className="h-4 w-4" aria-hidden /> Delete room
      </Button>
      {confirmDelete.dialog}
    </div>
  );
}

/** Each role after a peer room's half-time swap. */
const SWAPPED_ROLE: Record<InterviewRole, InterviewRole> = {
  interviewer: 'candidate',
  candidate: 'interviewer',
  observer: 'observer',
};

function RoomWorkspace({
  room: fetched,
  me,
  clockOffsetMs,
}: {
  room: InterviewRoom;
  me: { id: string; name: string };
  clockOffsetMs: number;
}) {
  const shared = useRoomDocument(fetched.id, me);
  const queryClient = useQueryClient();
  // Someone new in the room (the candidate took the invite): fetch the room again for their name.
  const names = [...new Set(shared.participants.map((person) => person.name))].sort().join('\n');
  const known = [fetched.interviewer.name, fetched.candidate?.name];
  const stranger = shared.participants.some((person) => !known.includes(person.name));
  useEffect(() => {
    if (names && stranger) void queryClient.invalidateQueries({ queryKey: interviewKeys.room(fetched.id) });
  }, [names, stranger, queryClient, fetched.id]);
  // A peer room's roles swapped at half time: fetch the room again for the viewer's new role, and
  // act on the swapped role meanwhile (the new candidate must not ask for the interviewer's material).
  const peer = shared.live.peer;
  const swapped = peer !== null && peer.interviewerName !== fetched.interviewer.name;
  useEffect(() => {
    if (swapped) void queryClient.invalidateQueries({ queryKey: interviewKeys.room(fetched.id), exact: true });
  }, [swapped, queryClient, fetched.id]);
  const room: InterviewRoom = swapped ? { ...fetched, role: SWAPPED_ROLE[fetched.role], scorecard: null } : fetched;
  const run = useRunRoom(room.id);
  const readOnly = room.role === 'observer' || Boolean(shared.stopped);
  usePageTitle(room.title);

  const confirmSwitch = useConfirmDialog();
  const switchLanguage = (language: CompilerLanguage) => {
    const doc = shared.room?.doc;
    if (!doc || language === shared.language) return;
    confirmSwitch.ask({
      ...SWITCH_LANGUAGE_CONFIRM(ROOM_LANGUAGE_LABELS[language]),
      onConfirm: () => setRoomLanguage(doc, language),
    });
  };
  const running = run.isPending || shared.live.run?.status === 'running';
  const submit = useSubmitRoom(room.id);
  const judging = submit.isPending || shared.live.submission?.status === 'judging';
  const canSubmit = shared.live.problem !== null && (JUDGE_LANGUAGES as readonly string[]).includes(shared.language);
  const onSubmit = () => {
    if (judging) return;
    submit.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) });
  };
  const onRun = () => {
    if (running) return;
    run.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) });
  };

  // Ctrl/Cmd+Enter runs from anywhere in the room, the editor included.
  const [runShortcut] = useState(() => ({ current: onRun }));
  runShortcut.current = onRun;
  useEffect(() => {
    if (room.role === 'observer') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key === 'Enter' && !isModalOpen()) {
        event.preventDefault();
        runShortcut.current();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [room.role, runShortcut]);

  return (
    // The site's navigation is hidden under /interview (spec 2): the room has the whole screen.
    <div className="flex flex-col gap-3 px-2 pb-4 pt-3 sm:px-4 lg:h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to="/interview"
            className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Mock interviews</span>
          </Link>
          <h1 className="truncate text-lg font-semibold">{room.title}</h1>
          <span className="rounded-full bg-indigo-500/15 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300">
            {INTERVIEW_ROLE_LABELS[room.role]}
          </span>
          <ConnectionBadge status={shared.status} stopped={shared.stopped} />
          <RoomTimer
            roomId={room.id}
            timer={shared.live.timer}
            clockOffsetMs={clockOffsetMs}
            canControl={room.role === 'interviewer'}
          />
          <People participants={shared.participants} />
        </div>
        {room.role === 'interviewer' && !peer && <InviteControls room={room} />}
      </header>
      {room.role === 'interviewer' && !room.candidate && !peer && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Send the invite link to your candidate: the first person to open it joins as the candidate.
        </p>
      )}
      {peer && (
        <PeerHalfBanner roomId={room.id} peer={peer} role={room.role} timer={shared.live.timer} clockOffsetMs={clockOffsetMs} />
      )}
      {shared.stopped && <ErrorAlert>{shared.stopped}</ErrorAlert>}

      <div className="grid min-h-0 flex-1 gap-3 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_30rem]">
        <section
          aria-label="Shared code"
          className="flex min-h-[24rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white lg:min-h-0 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">Language (shared)</span>
              <select
                value={shared.language}
                disabled={readOnly || !shared.room}
                onChange={(event) => switchLanguage(event.target.value as CompilerLanguage)}
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              >
                {COMPILER_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {ROOM_LANGUAGE_LABELS[language]}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-center gap-2">
              {room.role !== 'observer' && (
                <button
                  type="button"
                  onClick={onRun}
                  aria-disabled={running || undefined}
                  title="Run (Ctrl+Enter)"
                  aria-keyshortcuts="Control+Enter Meta+Enter"
                  className={buttonClasses('primary', 'md', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
                >
                  {running ? (
                    <span
                      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                      aria-hidden
                    />
                  ) : (
                    <Play className="h-4 w-4" aria-hidden />
                  )}
                  Run
                </button>
              )}
              {room.role !== 'observer' && shared.live.problem && (
                <button
                  type="button"
                  onClick={onSubmit}
                  aria-disabled={judging || !canSubmit || undefined}
                  disabled={!canSubmit}
                  title={
                    canSubmit ? 'Judge the code against the hidden tests' : 'Submit judges JavaScript, Python, Java, C++ and C'
                  }
                  className={buttonClasses('secondary', 'md', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
                >
                  {judging ? (
                    <span
                      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                      aria-hidden
                    />
                  ) : (
                    <Send className="h-4 w-4" aria-hidden />
                  )}
                  Submit
                </button>
              )}
            </div>
          </div>
          <div className="min-h-0 flex-1">
            {shared.room ? (
              <SharedCodeEditor room={shared.room} language={shared.language} readOnly={readOnly} />
            ) : (
              <PageSpinner label="Opening the room…" />
            )}
          </div>
        </section>

        <aside
          aria-label="Input and output"
          className="flex min-h-0 flex-col overflow-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <ProblemPanel roomId={room.id} live={shared.live} isInterviewer={room.role === 'interviewer'} />
          <div className="border-t border-slate-200 dark:border-slate-800">
            <SubmissionVerdict submission={shared.live.submission} />
          </div>
          {room.role === 'interviewer' && (
            <section
              aria-label="Notes and scorecard"
              className="space-y-3 border-t border-slate-200 px-3 py-3 dark:border-slate-800"
            >
              <InterviewerNotes roomId={room.id} problemSlug={shared.live.problem?.slug ?? null} />
              <details open={Boolean(room.scorecard)}>
                <summary className="cursor-pointer text-sm font-semibold">Scorecard</summary>
                <div className="mt-2">
                  <ScorecardForm roomId={room.id} saved={room.scorecard} hasCandidate={room.candidate !== null} />
                </div>
              </details>
            </section>
          )}
          {room.role === 'candidate' && room.scorecard && (
            <section aria-label="Your scorecard" className="space-y-2 border-t border-slate-200 px-3 py-3 dark:border-slate-800">
              <h2 className="text-sm font-semibold">Your scorecard from {room.interviewer.name}</h2>
              <ScorecardView scorecard={room.scorecard} />
            </section>
          )}
          {shared.room && <SharedInput text={shared.room.stdin} readOnly={readOnly} />}
          <h2 className="border-t border-slate-200 px-3 pt-3 text-sm font-semibold dark:border-slate-800">Last run</h2>
          <RunOutput run={shared.live.run} />
          {room.role !== 'observer' && <Playback roomId={room.id} />}
        </aside>
      </div>
      {confirmSwitch.dialog}
    </div>
  );
}

function RoomProblem({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-md px-4 pb-20 pt-16 text-center">
      <Users className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <div className="mt-3 text-slate-600 dark:text-slate-400">{children}</div>
      <Link to="/interview" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to mock interviews
      </Link>
    </div>
  );
}

/** /interview/:roomId — the live room: shared editor, shared input, runs everyone sees. */
export function InterviewRoomPage() {
  const { roomId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in' && Boolean(auth.user);
  const query = useRoom(roomId, invite, signedIn);

  // The invite token has done its work once the room is joined: keep it out of the address bar.
  useEffect(() => {
    if (query.data && invite)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('invite');
          return next;
        },
        { replace: true },
      );
  }, [query.data, invite, setParams]);

  if (auth.status === 'loading') return <PageSpinner label="Loading…" />;
  if (!auth.user) {
    return (
      <RoomProblem title="Sign in to join the interview">
        <p>Interview rooms are for signed-in members. Sign in and you come straight back here.</p>
        <Button className="mt-4" onClick={auth.signIn}>
          <LogIn className="h-4 w-4" aria-hidden /> Sign in
        </Button>
      </RoomProblem>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const title =
      status === 403
        ? 'You are not in this room'
        : status === 404
          ? 'Room not found'
          : status === 410
            ? 'This room has expired'
            : 'The room could not be opened';
    return (
      <RoomProblem title={title}>
        <p>{errorMessage(query.error)}</p>
      </RoomProblem>
    );
  }
  if (!query.data) return <PageSpinner label="Opening the room…" />;
  return (
    <RoomWorkspace
      room={query.data.room}
      me={{ id: auth.user.id, name: auth.user.name }}
      clockOffsetMs={query.data.clockOffsetMs}
    />
  );
}
