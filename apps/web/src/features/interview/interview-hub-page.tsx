import { INTERVIEW_ROLE_LABELS, INTERVIEW_TITLE_MAX, type InterviewRoom } from '@codingkaro/contracts';
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ServicePage, ServiceSection } from '../../components/services/service-page';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/form-field';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link, useNavigate } from '../../lib/router';
import { ScorecardView } from './components/scorecard';
import { useCreateRoom, useMyRooms } from './interview-api';
import { parseInviteLink } from './lib/room-links';

const inputClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

function StartRoom() {
  const titleId = useId();
  const [title, setTitle] = useState('Mock interview');
  const [allowObservers, setAllowObservers] = useState(false);
  const create = useCreateRoom();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ title, allowObservers }, { onSuccess: (data) => navigate(`/interview/${data.room.id}`) });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={titleId} className="mb-1 block text-sm font-medium">
          Title
        </label>
        <input
          id={titleId}
          value={title}
          maxLength={INTERVIEW_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.target.value)}
          className={inputClasses}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={allowObservers}
          onChange={(event) => setAllowObservers(event.target.checked)}
          className="h-4 w-4 accent-indigo-600"
        />
        Let further people with the link watch as observers
      </label>
      {create.isError && <ErrorAlert>{errorMessage(create.error)}</ErrorAlert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Start a room'}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        You are the interviewer; the room gives you an invite link for your candidate.
      </p>
    </form>
  );
}

function JoinWithLink() {
  const id = useId();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invite = parseInviteLink(link);
    if (!invite) return setError('That is not an interview invite link. It looks like …/interview/<room>?invite=<code>.');
    navigate(`/interview/${invite.roomId}?invite=${encodeURIComponent(invite.token)}`);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          Invite link
        </label>
        <input
          id={id}
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            setError(null);
          }}
          placeholder="Paste the link you were sent"
          className={inputClasses}
        />
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button type="submit" variant="secondary" disabled={!link.trim()}>
        Join <ArrowRight className="h-4 w-4" aria-hidden />
      </Button>
    </form>
  );
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString([], { day: 'numeric', month: 'short', year: 'numeric' });

function RoomList({ rooms }: { rooms: InterviewRoom[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {rooms.map((room) => {
        const expired = new Date(room.expiresAt) <= new Date();
        const other = room.role === 'interviewer' ? room.candidate?.name : room.interviewer.name;
        return (
          <li key={room.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{room.title}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {INTERVIEW_ROLE_LABELS[room.role]} · {dateOf(room.createdAt)}
                {other ? ` · with ${other}` : room.role === 'interviewer' ? ' · no candidate yet' : ''}
              </p>
              {room.scorecard && (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs font-medium text-indigo-700 dark:text-indigo-300">
                    {room.role === 'candidate' ? 'Your scorecard' : 'Scorecard you gave'}
                  </summary>
                  <div className="mt-2">
                    <ScorecardView scorecard={room.scorecard} />
                  </div>
                </details>
              )}
            </div>
            {expired ? (
              <span className="text-xs text-slate-500 dark:text-slate-400">Expired</span>
            ) : (
              <Link
                to={`/interview/${room.id}`}
                className="text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
              >
                Open
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function MySessions() {
  return (
    <QueryState
      query={useMyRooms(true)}
      loadingLabel="Loading your sessions..."
      loadingClassName="py-8"
      errorPrefix="Your sessions could not be loaded."
      isEmpty={(data) => data.rooms.length === 0}
      empty={<EmptyState>No sessions yet. Start a room or join one with a link.</EmptyState>}
    >
      {(data) => <RoomList rooms={data.rooms} />}
    </QueryState>
  );
}

/** /interview: start a room, join with a link, and past sessions. */
export function InterviewHubPage() {
  usePageTitle('Mock interviews');
  return (
    <ServicePage
      icon={MessagesSquare}
      title="Mock interviews"
      intro="A live room for two: one shared editor with both cursors, the same input, and runs you both see. Start a room as the interviewer and send the link to your candidate."
      details={
        // The site's navigation is hidden under /interview (spec 2).
        <Link
          to="/"
          className="mt-3 inline-block text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
        >
          Back to CodingKaro
        </Link>
      }
      auth={useAuth()}
      signInPrompt="Sign in to start or join a mock interview."
      signInLabel="Sign in to continue"
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <ServiceSection id="start-room-heading" title="Start a room" card>
          <StartRoom />
        </ServiceSection>
        <ServiceSection id="join-room-heading" title="Join with a link" card>
          <JoinWithLink />
        </ServiceSection>
      </div>
      <div className="mt-10">
        <ServiceSection id="past-sessions-heading" title="My past sessions">
          <MySessions />
        </ServiceSection>
      </div>
    </ServicePage>
  );
}
