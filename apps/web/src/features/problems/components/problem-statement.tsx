import type { JudgeLanguage, ProblemDetail } from '@codingkaro/contracts';
import { ArrowLeft, Lock } from 'lucide-react';
import { DIFFICULTY_BADGE } from '../../../components/ui/difficulty-badge';
import { Link } from '../../../lib/router';
import { PROSE } from '../lib/prose';
import { SheetPlaces } from './sheet-places';
import { PremiumMark, SolvedMark } from './status-marks';
import { SubmissionsTab } from './submissions-tab';
import { type TabItem, TabList, tabPanelProps, underlineTab } from './tabs';

export type StatementTab = 'description' | 'editorial' | 'submissions';
export const EDITORIAL_LOCKED_TEXT = 'Editorial will be available after you solve this problem.';

const TABS: TabItem<StatementTab>[] = [
  { id: 'description', label: 'Description' },
  { id: 'editorial', label: 'Editorial' },
  { id: 'submissions', label: 'Submissions' },
];
const PREFIX = 'problem-statement';

function Description({ problem }: { problem: ProblemDetail }) {
  return (
    <div className="space-y-6">
      {/* Sanitised on the server (ProblemDetailSchema.description). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: problem.description }} />
      {problem.examples.map((example, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: examples are a fixed list; two may share an input
        <section key={`${example.input}-${index}`} aria-label={`Example ${index + 1}`}>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">Example {index + 1}:</h2>
          <dl className="space-y-1.5 rounded-xl border-l-4 border-indigo-500/40 bg-slate-50 px-4 py-3 font-mono text-sm dark:bg-slate-800/50">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-slate-900 dark:text-slate-100">Input:</dt>
              <dd className="whitespace-pre-wrap break-all text-slate-700 dark:text-slate-300">{example.input}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-slate-900 dark:text-slate-100">Output:</dt>
              <dd className="whitespace-pre-wrap break-all text-slate-700 dark:text-slate-300">{example.output}</dd>
            </div>
            {example.explanation && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-slate-900 dark:text-slate-100">Explanation:</dt>
                <dd className="whitespace-pre-wrap font-sans text-slate-700 dark:text-slate-300">{example.explanation}</dd>
              </div>
            )}
          </dl>
        </section>
      ))}
      {problem.constraints.length > 0 && (
        <section aria-labelledby="constraints-heading">
          <h2 id="constraints-heading" className="mb-2 font-semibold text-slate-900 dark:text-slate-100">
            Constraints:
          </h2>
          <ul className="list-disc space-y-1.5 pl-6 text-sm">
            {problem.constraints.map((constraint) => (
              <li key={constraint}>
                <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                  {constraint}
                </code>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Editorial({ problem }: { problem: ProblemDetail }) {
  if (problem.editorialLocked || problem.editorial === null) {
    return (
      <div className="flex flex-col items-center py-12 text-center">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-amber-500/10 text-amber-600 dark:text-amber-400">
          <Lock className="h-6 w-6" aria-hidden />
        </span>
        <p className="mt-4 text-slate-600 dark:text-slate-400">{EDITORIAL_LOCKED_TEXT}</p>
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: problem.editorial }} />;
}

/** The left pane: back link, title, difficulty, topics and the Description / Editorial / Submissions tabs. */
export function ProblemStatement({
  problem,
  tab,
  onTabChange,
  onLoadCode,
}: {
  problem: ProblemDetail;
  tab: StatementTab;
  onTabChange: (tab: StatementTab) => void;
  onLoadCode: (language: JudgeLanguage, code: string) => void;
}) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 px-4 pt-4 sm:px-6 dark:border-slate-800">
        <Link
          to="/problems"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to problems
        </Link>
        <h1 className="mt-3 flex items-start gap-2 text-2xl font-bold tracking-tight">
          <span>{problem.title}</span>
          {problem.isSolved && (
            <span className="mt-1">
              <SolvedMark className="h-6 w-6" />
            </span>
          )}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${DIFFICULTY_BADGE[problem.difficulty]}`}
          >
            {problem.difficulty}
          </span>
          {problem.isPremium && <PremiumMark />}
          <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
            {problem.topics.map((topic) => (
              <li
                key={topic}
                className="rounded-md bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300"
              >
                {topic}
              </li>
            ))}
          </ul>
        </div>
        <SheetPlaces slug={problem.slug} />
        <TabList
          tabs={TABS}
          selected={tab}
          onSelect={onTabChange}
          label="Problem details"
          idPrefix={PREFIX}
          className="-mb-px mt-4 flex gap-1 overflow-x-auto"
          tabClassName={underlineTab}
        />
      </div>
      <div
        {...tabPanelProps(PREFIX, tab)}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-5 focus-visible:outline-offset-[-2px] sm:px-6"
      >
        {tab === 'description' && <Description problem={problem} />}
        {tab === 'editorial' && <Editorial problem={problem} />}
        {tab === 'submissions' && <SubmissionsTab slug={problem.slug} onLoadCode={onLoadCode} />}
      </div>
    </div>
  );
}
