import { CalendarDays, CheckCircle2, Swords } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { Link } from '../../lib/router';
import { useChallengeLibrary } from './api/challenges-api';
import { pickWeeklyChallenges, weekStart } from './weekly-challenges';

const difficultyColors = {
  Easy: 'text-emerald-700 dark:text-emerald-400',
  Medium: 'text-amber-700 dark:text-amber-400',
  Hard: 'text-rose-700 dark:text-rose-400',
} as const;

/** A curated weekly challenge drawn from the problem library. */
export function ChallengesPage() {
  usePageTitle('Weekly Challenges');
  const week = weekStart(new Date());
  const library = useChallengeLibrary();
  const picks = library.data ? pickWeeklyChallenges(library.data.problems, week) : [];
  const solved = picks.filter((p) => p.isSolved).length;
  const weekLabel = new Date(`${week}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-500/10 px-3 py-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">
          <CalendarDays className="h-4 w-4" aria-hidden /> Week of {weekLabel}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Weekly Challenges</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Seven problems picked for this week — two easy, three medium and two hard. Everyone gets the same set; a new one arrives
          every Monday.
        </p>
      </header>

      {library.isPending && <Spinner label="Loading this week's challenges…" className="py-16" />}

      {!library.isPending && picks.length === 0 && (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <Swords className="mx-auto h-10 w-10 text-indigo-500" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">No challenges this week yet</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {library.isError
              ? 'The problem library could not be reached. Try again in a moment.'
              : 'The problem library is empty for now. Challenges appear as soon as problems are added.'}
          </p>
          <div className="mt-5 flex justify-center gap-3">
            {library.isError && (
              <button type="button" className={buttonClasses('primary')} onClick={() => void library.refetch()}>
                Try Again
              </button>
            )}
            <Link to="/explore/learning-paths" className={buttonClasses('secondary')}>
              Browse learning paths
            </Link>
          </div>
        </div>
      )}

      {picks.length > 0 && (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {solved} of {picks.length} solved this week
          </p>
          <ol className="space-y-3">
            {picks.map((problem, index) => (
              <li key={problem.slug}>
                <Link
                  to={`/problems/${problem.slug}`}
                  className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-indigo-500 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 font-semibold dark:bg-slate-800">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{problem.title}</span>
                    <span className="text-sm text-slate-500 dark:text-slate-400">{problem.topics.slice(0, 3).join(' · ')}</span>
                  </span>
                  <span className={`text-sm font-semibold ${difficultyColors[problem.difficulty]}`}>{problem.difficulty}</span>
                  {problem.isSolved && <CheckCircle2 className="h-5 w-5 text-emerald-500" aria-label="Solved" />}
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
