import { INTERVIEW_TITLE_MAX } from '@codingkaro/contracts';
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ServicePage, ServiceSection } from '../../components/services/service-page';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/form-field';
import { usePageTitle } from '../../components/ui/page-title';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link, useNavigate } from '../../lib/router';
import { useCreateRoom } from './api/interview-api';
import { PastSessions } from './components/past-sessions';
import { PeerPractice } from './components/peer-practice';
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

/** /interview: start a room, join with a link, peer practice, and past sessions. */
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
        <ServiceSection
          id="peer-practice-heading"
          title="Peer practice"
          card
          description="Practise with another learner: pick a language and a difficulty, and when someone picks the same you get a room with two problems. Each of you interviews the other for one half."
        >
          <PeerPractice />
        </ServiceSection>
      </div>
      <div className="mt-10">
        <ServiceSection id="past-sessions-heading" title="My past sessions">
          <PastSessions />
        </ServiceSection>
      </div>
    </ServicePage>
  );
}
