import {
  INTERVIEW_ROLE_LABELS,
  type InterviewPeerScorecard,
  type InterviewRoom,
  type InterviewScorecard,
} from '@codingkaro/contracts';
import { EmptyState, QueryState } from '../../../components/ui/query-state';
import { Link } from '../../../lib/router';
import { useMyRooms } from '../api/interview-api';
import { ScorecardView } from './scorecard';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString([], { day: 'numeric', month: 'short', year: 'numeric' });

function ScorecardDetails({ summary, scorecard }: { summary: string; scorecard: InterviewScorecard }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-medium text-indigo-700 dark:text-indigo-300">{summary}</summary>
      <div className="mt-2">
        <ScorecardView scorecard={scorecard} />
      </div>
    </details>
  );
}

/** "Half 1: Asha interviewed Ravi on Two Sum (your scorecard)". */
export function peerScorecardLabel(half: InterviewPeerScorecard): string {
  const problem = half.problemTitle ? ` on ${half.problemTitle}` : '';
  const whose = half.viewerGave ? 'scorecard you gave' : 'your scorecard';
  return `Half ${half.half}: ${half.interviewerName} interviewed ${half.candidateName}${problem} (${whose})`;
}

function RoomScorecards({ room }: { room: InterviewRoom }) {
  // A peer room has one scorecard per half; the room's own is only the current half's.
  if (room.peerScorecards.length > 0) {
    return room.peerScorecards.map((half) => (
      <ScorecardDetails key={half.half} summary={peerScorecardLabel(half)} scorecard={half.scorecard} />
    ));
  }
  if (!room.scorecard) return null;
  return (
    <ScorecardDetails summary={room.role === 'candidate' ? 'Your scorecard' : 'Scorecard you gave'} scorecard={room.scorecard} />
  );
}

/** The viewer's part in a room: a peer room whose halves show them on both sides says so, not the current half's role. */
export function roomRoleLabel(room: InterviewRoom): string {
  const gave = room.peerScorecards.map((half) => half.viewerGave);
  return gave.includes(true) && gave.includes(false) ? 'Both roles' : INTERVIEW_ROLE_LABELS[room.role];
}

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
                {roomRoleLabel(room)} · {dateOf(room.createdAt)}
                {other ? ` · with ${other}` : room.role === 'interviewer' ? ' · no candidate yet' : ''}
              </p>
              <RoomScorecards room={room} />
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

/** The hub's "My past sessions": every room the viewer was in, with the scorecards they gave or got. */
export function PastSessions() {
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
