import type { RevisionItem } from '@codingkaro/contracts';
import { AlertTriangle, ArrowLeft, CheckCircle2, LogIn, RotateCw, Star, StarOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { dateTimeFormat } from '../../lib/date-format';
import { Link } from '../../lib/router';
import { useRevision } from './api/list-revision';
import { useUnflagQuestion } from './api/update-question';
import { DifficultyBadge } from './components/difficulty-badge';
import { QuestionLinks } from './components/question-links';
import { useProgressGuard } from './hooks/use-progress-guard';

const dateFormat = () => dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric' });

export function reviewedLabel(reviewedAt: string | null): string {
  if (!reviewedAt) return 'Never reviewed';
  const date = new Date(reviewedAt);
  return Number.isNaN(date.getTime()) ? 'Never reviewed' : `Last reviewed ${dateFormat().format(date)}`;
}

function RevisionRow({ item, onUnflag }: { item: RevisionItem; onUnflag(item: RevisionItem): void }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <DifficultyBadge difficulty={item.difficulty} />
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <h2 className="font-medium break-words">
              {item.title}
              {item.status && (
                <span className="ml-2 inline-flex items-center gap-1 align-middle text-xs font-medium text-emerald-600 dark:text-emerald-400">
                  <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> Completed
                </span>
              )}
            </h2>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
              <Link
                to={`/courses/${item.courseSlug}?day=${item.dayNumber}`}
                className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {item.courseName} · Day {item.dayNumber}: {item.dayTitle}
              </Link>{' '}
              · {reviewedLabel(item.reviewedAt)}
            </p>
          </div>
          {item.notes && (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap break-words text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
              {item.notes}
            </p>
          )}
          <div className="flex flex-wrap gap-1.5">
            <QuestionLinks links={item.links} title={item.title} courseSlug={item.courseSlug} />
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onUnflag(item)} aria-label={`Unflag: ${item.title}`}>
          <StarOff className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">Unflag</span>
        </Button>
      </div>
    </li>
  );
}

/** Every question the user flagged for revision, across all sheets, oldest reviewed first. */
export function RevisePage() {
  usePageTitle('Revise');
  const { user, status, signIn } = useAuth();
  const email = user?.email ?? null;
  const revision = useRevision(email, status === 'signed-in');
  const unflag = useUnflagQuestion(email);
  const guard = useProgressGuard();

  let body: ReactNode;
  if (status === 'loading' || (status === 'signed-in' && revision.isPending)) {
    body = <Spinner label="Loading your revision list..." className="py-24" />;
  } else if (status === 'signed-out') {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-indigo-500/30 bg-indigo-500/5 px-6 py-12 text-center">
        <p className="font-semibold">Login to track your progress</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Flag questions for revision on any course and they gather here.
        </p>
        <Button className="mt-5" onClick={signIn}>
          <LogIn className="h-4 w-4" aria-hidden /> Login
        </Button>
      </div>
    );
  } else if (revision.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-12 text-center"
      >
        <AlertTriangle className="h-10 w-10 text-rose-500" aria-hidden />
        <p className="mt-3 font-semibold">Could not load your revision list</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(revision.error)}</p>
        <Button className="mt-5" onClick={() => revision.refetch()} disabled={revision.isFetching}>
          <RotateCw className="h-4 w-4" aria-hidden /> Try Again
        </Button>
      </div>
    );
  } else if (!revision.data?.length) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
        <Star className="h-10 w-10 text-amber-400" aria-hidden />
        <p className="mt-3 font-semibold">Nothing to revise yet</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          Flag questions with the star on any course and they will show up here.
        </p>
        <Link to="/allcourse" className={buttonClasses('primary', 'md', 'mt-5')}>
          Browse courses
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3" aria-label="Questions to revise">
        {revision.data.map((item) => (
          <RevisionRow key={item.questionId} item={item} onUnflag={(i) => guard() && unflag.mutate(i)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
      <header className="mb-6">
        <Link
          to="/allcourse"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> All Courses
        </Link>
        <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Star className="h-7 w-7 fill-amber-400 text-amber-500" aria-hidden /> Revise
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Your flagged questions from every sheet, the ones you reviewed longest ago first.
          {revision.data && revision.data.length > 0 && ` ${revision.data.length} to go.`}
        </p>
      </header>
      {body}
    </div>
  );
}
