import type { RunProblemResponse, Submission, TestResult } from '@codingkaro/contracts';
import { CheckCircle2, ChevronDown, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { JudgeResult } from '../hooks/use-judge';
import { verdictTextClass } from '../lib/problem-format';
import { TabList, tabPanelProps } from './tabs';

function Block({ label, children, tone = 'plain' }: { label: string; children: ReactNode; tone?: 'plain' | 'error' }) {
  return (
    <div>
      <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</p>
      <pre
        className={`max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-lg px-3 py-2 font-mono text-xs ${
          tone === 'error'
            ? 'bg-rose-500/10 text-rose-700 dark:text-rose-300'
            : 'bg-slate-100 text-slate-800 dark:bg-slate-800/80 dark:text-slate-200'
        }`}
      >
        {children}
      </pre>
    </div>
  );
}

function TestDetails({ test }: { test: TestResult }) {
  return (
    <div className="space-y-3">
      <Block label="Input">{test.input}</Block>
      <Block label="Expected">{test.expectedOutput}</Block>
      <Block label="Output">{test.actualOutput ?? '—'}</Block>
      {test.stdout && <Block label="Stdout">{test.stdout}</Block>}
      {test.error && (
        <Block label="Error" tone="error">
          {test.error}
        </Block>
      )}
    </div>
  );
}

function RunResults({ run }: { run: RunProblemResponse }) {
  const [selected, setSelected] = useState('0');
  const prefix = useId();
  const passed = run.results.filter((r) => r.passed).length;
  const current = run.results[Number(selected)] ?? run.results[0];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className={`text-xl font-bold ${verdictTextClass(run.verdict)}`}>{run.verdict}</p>
        {run.results.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {passed} / {run.results.length} test cases passed
          </p>
        )}
      </div>
      {run.compileOutput && (
        <Block label="Compile output" tone="error">
          {run.compileOutput}
        </Block>
      )}
      {run.errorMessage && (
        <Block label="Error" tone="error">
          {run.errorMessage}
        </Block>
      )}
      {run.results.length > 0 && current && (
        <>
          <TabList
            label="Test cases"
            idPrefix={prefix}
            selected={selected}
            onSelect={setSelected}
            tabs={run.results.map((result, index) => ({
              id: String(index),
              ariaLabel: `Case ${index + 1}, ${result.passed ? 'passed' : 'failed'}`,
              label: (
                <>
                  {result.passed ? (
                    <CheckCircle2 className="h-3.5 w-3.5 text-emerald-500" aria-hidden />
                  ) : (
                    <XCircle className="h-3.5 w-3.5 text-rose-500" aria-hidden />
                  )}
                  Case {index + 1}
                </>
              ),
            }))}
            className="flex flex-wrap gap-2"
            tabClassName={(isSelected) =>
              `inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors ${
                isSelected
                  ? 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800'
              }`
            }
          />
          <div {...tabPanelProps(prefix, selected)}>
            <TestDetails test={current} />
          </div>
        </>
      )}
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs font-medium text-emerald-600 dark:text-emerald-400">{note}</dd>}
    </div>
  );
}

function SubmissionResult({ submission }: { submission: Submission }) {
  const accepted = submission.status === 'Accepted';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className={`text-2xl font-extrabold ${verdictTextClass(submission.status)}`}>{submission.status}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {submission.testCasesPassed} / {submission.totalTestCases} test cases passed
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Stat
          label="Runtime"
          value={submission.runtime === null ? '—' : `${submission.runtime} ms`}
          note={accepted && submission.runtimeBeats !== null ? `Beats ${submission.runtimeBeats.toFixed(1)} %` : undefined}
        />
        <Stat label="Memory" value={submission.memory === null ? '—' : `${submission.memory} KB`} />
      </dl>
      {submission.errorMessage && (
        <Block label={submission.status === 'Compilation Error' ? 'Compile output' : 'Error'} tone="error">
          {submission.errorMessage}
        </Block>
      )}
      {submission.failedTest && (
        <div className="space-y-3">
          <p className="text-sm font-semibold">Failing test</p>
          <Block label="Input">{submission.failedTest.input}</Block>
          <Block label="Expected">{submission.failedTest.expectedOutput}</Block>
          <Block label="Output">{submission.failedTest.actualOutput ?? '—'}</Block>
          {submission.failedTest.stdout && <Block label="Stdout">{submission.failedTest.stdout}</Block>}
          {submission.failedTest.error && submission.failedTest.error !== submission.errorMessage && (
            <Block label="Error" tone="error">
              {submission.failedTest.error}
            </Block>
          )}
        </div>
      )}
    </div>
  );
}

/** The collapsible results area under the editor: 'Test Results' after Run, 'Submission Result' after Submit. */
export function ResultsPanel({
  result,
  open,
  onToggle,
  pending,
}: {
  result: JudgeResult | null;
  open: boolean;
  onToggle: () => void;
  pending: 'run' | 'submit' | null;
}) {
  const bodyId = useId();
  const kind = pending ?? result?.kind ?? 'run';
  const title = kind === 'submit' ? 'Submission Result' : 'Test Results';
  return (
    <section aria-label={title} className="flex min-h-0 flex-1 flex-col border-t border-slate-200 dark:border-slate-800">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center justify-between px-4 py-2.5 text-left text-sm font-semibold hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          {title}
          <ChevronDown className={`h-4 w-4 transition-transform ${open ? '' : 'rotate-180'}`} aria-hidden />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="min-h-0 flex-1 overflow-y-auto px-4 pb-4" aria-live="polite">
        {pending ? (
          <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-500">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
            {pending === 'run' ? 'Running your code…' : 'Judging your submission…'}
          </div>
        ) : result?.kind === 'run' ? (
          <RunResults run={result.run} />
        ) : result?.kind === 'submit' ? (
          <SubmissionResult submission={result.submission} />
        ) : (
          <p className="py-6 text-sm text-slate-500">Run your code to see the results here.</p>
        )}
      </div>
    </section>
  );
}
