import { LogIn, Trophy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Progress } from '../lib/course-progress';
import { ProgressBar } from './progress-bar';

/** The panel's title: the spec's 'DSA Progress' on DSA sheets, 'Course Progress' on the others (Full Stack). */
export const progressTitle = (courseName: string) => (/\bDSA\b/.test(courseName) ? 'DSA Progress' : 'Course Progress');

/** Side panel 'DSA Progress': overall completed/total with a bar; guests are asked to log in. */
export function ProgressPanel({
  progress,
  signedIn,
  onLogin,
  title = 'DSA Progress',
}: {
  progress: Progress;
  signedIn: boolean;
  onLogin(): void;
  title?: string;
}) {
  return (
    <section
      aria-labelledby="progress-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="progress-heading" className="flex items-center gap-2 text-base font-semibold">
          <Trophy className="h-4 w-4 text-amber-500" aria-hidden /> {title}
        </h2>
        <span className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{progress.percent}%</span>
      </div>
      <p className="mt-3 text-2xl font-bold tabular-nums" data-testid="course-progress-count">
        {progress.completed}
        <span className="text-base font-medium text-slate-500 dark:text-slate-400"> / {progress.total} completed</span>
      </p>
      <div className="mt-3">
        <ProgressBar percent={progress.percent} label="Overall progress" />
      </div>
      {!signedIn && (
        <div className="mt-4 rounded-xl border border-indigo-500/30 bg-indigo-500/10 p-3 text-sm">
          <p className="font-medium text-indigo-800 dark:text-indigo-200">Login to track your progress</p>
          <p className="mt-1 text-indigo-700/80 dark:text-indigo-300/80">
            Mark questions done, flag them for revision and keep notes.
          </p>
          <Button size="sm" className="mt-3 w-full" onClick={onLogin}>
            <LogIn className="h-4 w-4" aria-hidden /> Login
          </Button>
        </div>
      )}
    </section>
  );
}
