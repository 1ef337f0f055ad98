import { CalendarDays } from 'lucide-react';
import { Link } from '../../lib/router';
import { useProblemOfTheDay } from './api/home-api';

/** Today's problem (in the visitor's zone) under the hero's buttons; nothing while loading or on failure. */
export function ProblemOfTheDayLink() {
  const problem = useProblemOfTheDay();
  const today = problem.data?.problem;
  if (!today) return null;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
      <CalendarDays className="h-4 w-4 text-indigo-500" aria-hidden />
      <span>Problem of the day:</span>
      <Link to={`/problems/${today.slug}`} className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
        {today.title}
      </Link>
      <span className="text-slate-500 dark:text-slate-400">({today.difficulty})</span>
      <Link to="/today" className="text-slate-500 underline-offset-2 hover:underline dark:text-slate-400">
        See your day
      </Link>
    </p>
  );
}
