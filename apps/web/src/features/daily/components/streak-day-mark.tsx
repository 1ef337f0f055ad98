import { CheckCircle2, Star } from 'lucide-react';
import { useAuth } from '../../../lib/auth/auth-provider';
import { Link } from '../../../lib/router';
import { useProblemOfTheDay } from '../api/get-problem-of-the-day';

/** The streak popover's line for today: whether the learner solved the problem of the day, with a link to it. */
export function StreakDayMark() {
  const { user } = useAuth();
  const query = useProblemOfTheDay(user?.email ?? null, Boolean(user));
  const problem = query.data?.problem;
  if (!problem) return null;
  return (
    <p className="mt-3 flex items-start gap-1.5 text-sm" data-testid="streak-day-mark">
      {problem.solved ? (
        <>
          <Star className="mt-0.5 h-4 w-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden />
          <span className="text-slate-700 dark:text-slate-200">
            Problem of the day solved:{' '}
            <Link to={`/problems/${problem.slug}`} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              {problem.title}
            </Link>
            <CheckCircle2 className="ml-1 inline h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
          </span>
        </>
      ) : (
        <>
          <Star className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <span className="text-slate-700 dark:text-slate-200">
            Problem of the day:{' '}
            <Link to={`/problems/${problem.slug}`} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              {problem.title}
            </Link>{' '}
            <span className="text-slate-500 dark:text-slate-400">(not solved yet)</span>
          </span>
        </>
      )}
    </p>
  );
}
