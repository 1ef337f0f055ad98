import type { ProblemListItem } from '@codingkaro/contracts';
import { RotateCcw, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { DIFFICULTY_TEXT, formatAcceptance } from '../lib/problem-format';
import { PremiumMark, SolvedMark } from './status-marks';

const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => `skeleton-${index}`);
const headerCell =
  'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400 sm:px-4';
/** Below 640 px difficulty and acceptance move under the title, so the table fits a phone. */
const wideOnly = 'hidden sm:table-cell';

/** Spec 2 and 8: the same texts for no matches and for a failed request; a failed one can be retried. */
export function ProblemsEmpty({ onRetry, retrying = false }: { onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <SearchX className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="mt-4 text-lg font-semibold">No problems found</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Try adjusting your filters or search query</p>
      {onRetry && (
        <Button variant="secondary" className="mt-5" onClick={onRetry} aria-busy={retrying}>
          <RotateCcw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden /> Try again
        </Button>
      )}
    </div>
  );
}

/** The problem table; scrolls sideways inside its own box when the screen is narrow. */
export function ProblemTable({ problems, loading, busy }: { problems: ProblemListItem[]; loading: boolean; busy: boolean }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className={`w-full text-sm transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={loading || busy}>
        <caption className="sr-only">Problems</caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
          <tr>
            <th scope="col" className={`${headerCell} w-12 sm:w-20`}>
              <span className="sr-only sm:not-sr-only">Status</span>
            </th>
            <th scope="col" className={headerCell}>
              Title
            </th>
            <th scope="col" className={`${headerCell} ${wideOnly} w-28`}>
              Difficulty
            </th>
            <th scope="col" className={`${headerCell} ${wideOnly} w-32 text-right`}>
              Acceptance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {loading
            ? SKELETON_ROWS.map((key) => (
                <tr key={key} data-testid="problem-skeleton-row">
                  <td className="px-3 py-4 sm:px-4">
                    <span className="block h-5 w-5 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
                  </td>
                  <td className="px-3 py-4 sm:px-4">
                    <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                  </td>
                  <td className={`px-3 py-4 sm:px-4 ${wideOnly}`}>
                    <span className="block h-4 w-14 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                  </td>
                  <td className={`px-3 py-4 sm:px-4 ${wideOnly}`}>
                    <span className="ml-auto block h-4 w-12 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                  </td>
                </tr>
              ))
            : problems.map((problem) => (
                <tr key={problem._id} className="transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/50">
                  <td className="px-3 py-3 sm:px-4">{problem.isSolved && <SolvedMark />}</td>
                  <td className="px-3 py-3 sm:px-4">
                    <span className="flex items-center gap-2">
                      <Link
                        to={`/problems/${problem.slug}`}
                        className="font-medium text-slate-900 hover:text-indigo-600 dark:text-slate-100 dark:hover:text-indigo-400"
                      >
                        {problem.title}
                      </Link>
                      {problem.isPremium && <PremiumMark />}
                    </span>
                    <span className="mt-0.5 flex gap-3 text-xs sm:hidden">
                      <span className={`font-medium ${DIFFICULTY_TEXT[problem.difficulty]}`}>{problem.difficulty}</span>
                      <span className="text-slate-500 dark:text-slate-400">
                        {problem.stats.submissions > 0 ? `${formatAcceptance(problem.stats)} acceptance` : 'Not tried yet'}
                      </span>
                    </span>
                  </td>
                  <td className={`px-3 py-3 font-medium sm:px-4 ${wideOnly} ${DIFFICULTY_TEXT[problem.difficulty]}`}>
                    {problem.difficulty}
                  </td>
                  <td className={`px-3 py-3 text-right tabular-nums text-slate-600 sm:px-4 dark:text-slate-300 ${wideOnly}`}>
                    {problem.stats.submissions > 0 ? (
                      formatAcceptance(problem.stats)
                    ) : (
                      <span title="Nobody has submitted yet">
                        <span aria-hidden>{formatAcceptance(problem.stats)}</span>
                        <span className="sr-only">Not tried yet</span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
