import { Clapperboard } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../lib/router';

/**
 * Shown to a learner who reaches /videos when the server has no playlist: a friendly state with
 * places to learn now. The set-up instructions are for operators (server log and docs/deploy.md).
 */
export function VideosNotConfigured() {
  return (
    <section
      aria-labelledby="videos-empty-heading"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-500/10 text-indigo-600 dark:text-indigo-400">
        <Clapperboard className="h-6 w-6" aria-hidden />
      </span>
      <h2 id="videos-empty-heading" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        Video lessons are coming soon
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        There are no video lessons here yet. In the meantime, the courses and practice problems cover the same topics step by
        step.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/allcourse" className={buttonClasses('primary')}>
          Browse courses
        </Link>
        <Link to="/problems" className={buttonClasses('secondary')}>
          Practice problems
        </Link>
      </div>
    </section>
  );
}
