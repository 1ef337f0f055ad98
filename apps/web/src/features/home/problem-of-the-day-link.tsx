import { CalendarDays } from 'lucide-react';
import { Link } from '../../lib/router';
import { useProblemOfTheDay } from './api/home-api';

/**
 * Today's problem (in the visitor's zone) under the hero's buttons, in a box of two fixed lines that stands
 * from the first paint: on a phone the demo video sits below it, and a box that grew when the answer came
 * pushed the video down. Empty while loading and on failure.
 */
export function ProblemOfTheDayLink() {
  const problem = useProblemOfTheDay();
  const today = problem.data?.problem;
  return (
    <div data-testid="problem-of-the-day" aria-busy={problem.isPending} className="mt-6 flex h-11 flex-col gap-1 text-sm">
      {today && (
        <>
          <p className="flex h-5 min-w-0 items-center gap-2 text-slate-600 dark:text-slate-300">
            <CalendarDays className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden />
            <span className="shrink-0">Problem of the day:</span>
            <Link
              to={`/problems/${today.slug}`}
              className="truncate font-semibold text-indigo-600 hover:underline dark:text-indigo-400"
            >
              {today.title}
            </Link>
          </p>
          <p className="flex h-5 items-center gap-2 pl-6 text-slate-500 dark:text-slate-400">
            <span>{today.difficulty}</span>
            <span aria-hidden>·</span>
            <Link to="/today" className="underline-offset-2 hover:underline">
              See your day
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
