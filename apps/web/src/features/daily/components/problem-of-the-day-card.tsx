import type { DailyProblem } from '@codingkaro/contracts';
import { CalendarDays, CheckCircle2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { longDayLabel } from '../lib/time-text';
import { DifficultyPill } from './difficulty-pill';

const cardClasses =
  'rounded-2xl border border-indigo-500/30 bg-gradient-to-br from-indigo-500/10 via-white to-cyan-500/5 p-5 dark:via-slate-900 dark:to-cyan-500/10';

function CardHeading({ date }: { date: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
      <CalendarDays className="h-4 w-4" aria-hidden /> Problem of the day · {longDayLabel(date)}
    </p>
  );
}

/** Today's problem: the same for everyone, changing at local midnight. */
export function ProblemOfTheDayCard({ problem, timeLeft }: { problem: DailyProblem | null; timeLeft: string | null }) {
  if (!problem) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        The problem library is empty, so there is no problem of the day.
      </p>
    );
  }
  return (
    <article aria-labelledby="potd-title" className={cardClasses}>
      <CardHeading date={problem.date} />
      <h3 id="potd-title" className="mt-2 text-xl font-bold break-words">
        {problem.title}
      </h3>
      <div className="mt-1 flex h-5 items-center gap-2">
        <DifficultyPill difficulty={problem.difficulty} />
        {problem.solved && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-600 dark:text-emerald-400">
            <CheckCircle2 className="h-4 w-4" aria-hidden /> Solved today
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={`/problems/${problem.slug}`} className={buttonClasses(problem.solved ? 'secondary' : 'primary')}>
          {problem.solved ? 'Open again' : 'Solve it'}
        </Link>
        {timeLeft && <span className="text-sm text-slate-600 dark:text-slate-400">A new problem in {timeLeft}</span>}
      </div>
    </article>
  );
}

/**
 * The card's shape while today's problem loads (a one-line title): its heading with the visitor's `date`, a
 * title line, the difficulty's line and the button, so what stands below does not move when the card comes.
 */
export function ProblemOfTheDayCardSkeleton({ date }: { date: string }) {
  return (
    <div role="status" aria-label="Loading the problem of the day…" aria-busy="true" className={cardClasses}>
      <CardHeading date={date} />
      <div className="mt-2 flex h-7 items-center">
        <div className="h-5 w-48 max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      </div>
      <div className="mt-1 flex h-5 items-center">
        <div className="h-5 w-14 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      </div>
      <div className="mt-4 h-10 w-24 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
    </div>
  );
}
