import type { RunProblemResponse, Submission, TestResult, Verdict } from '@codingkaro/contracts';
import { CheckCircle2, ChevronDown, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { JudgeResult } from '../hooks/use-judge';
import { splitLineRefs } from '../lib/line-refs';
import { formatMemory, formatRuntime, submissionRuntime, verdictTextClass } from '../lib/problem-format';
import { TabList, tabPanelProps } from './tabs';

type GoToLine = (line: number) => void;

/** The modifier of the judge shortcuts on this machine. */
export const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
const kbd =
  'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300';

const labelClass = 'mb-1 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400';

function Block({
  label,
  children,
  tone = 'plain',
  wrap = true,
}: {
  label: string;
  children: ReactNode;
  tone?: 'plain' | 'error';
  /** Compiler output keeps its lines (carets line up under the code); it scrolls sideways instead. */
  wrap?: boolean;
}) {
  return (
    <div>
      <p className={labelClass}>{label}</p>
      <pre
        className={`max-h-48 overflow-auto rounded-lg px-3 py-2 font-mono text-xs ${wrap ? 'whitespace-pre-wrap break-words' : 'whitespace-pre'} ${
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

/** An error message whose "Line N" references move the editor to that line. */
function ErrorText({ text, onGoToLine }: { text: string; onGoToLine: GoToLine }) {
  return splitLineRefs(text).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <button
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
        key={index}
        type="button"
        onClick={() => onGoToLine(part.line)}
        title={`Go to line ${part.line} in the editor`}
        className="rounded font-semibold underline decoration-dotted underline-offset-2 hover:decoration-solid"
      >
        {part.text}
      </button>
    ),
  );
}

function ErrorBlock({ label, text, onGoToLine, wrap }: { label: string; text: string; onGoToLine: GoToLine; wrap?: boolean }) {
  return (
    <Block label={label} tone="error" wrap={wrap}>
      <ErrorText text={text} onGoToLine={onGoToLine} />
    </Block>
  );
}

function TestDetails({ test, onGoToLine, hideError }: { test: TestResult; onGoToLine: GoToLine; hideError?: string | null }) {
  return (
    <div className="space-y-3">
      <Block label="Input">{test.input}</Block>
      <Block label="Expected">{test.expectedOutput}</Block>
      <Block label="Output">{test.actualOutput ?? '—'}</Block>
      {test.stdout && <Block label="Stdout">{test.stdout}</Block>}
      {test.error && test.error !== hideError && <ErrorBlock label="Error" text={test.error} onGoToLine={onGoToLine} />}
      {test.runtimeMs !== null && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Runtime: <span className="font-medium tabular-nums">{formatRuntime(test.runtimeMs)}</span>
        </p>
      )}
    </div>
  );
}

function VerdictLine({ verdict, passed, total, large }: { verdict: Verdict; passed: number; total: number; large?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className={`${large ? 'text-2xl font-extrabold' : 'text-xl font-bold'} ${verdictTextClass(verdict)}`}>{verdict}</p>
      {total > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {passed} / {total} test cases passed
        </p>
      )}
    </div>
  );
}

function RunResults({ run, onGoToLine }: { run: RunProblemResponse; onGoToLine: GoToLine }) {
  const [selected, setSelected] = useState('0');
  const prefix = useId();
  const passed = run.results.filter((r) => r.passed).length;
  // A new run with fewer cases falls back to the first.
  const index = Number(selected) < run.results.length ? selected : '0';
  const current = run.results[Number(index)];
  // The judge often repeats the compiler's output as the error message: show it once.
  const errorMessage = run.errorMessage && run.errorMessage !== run.compileOutput ? run.errorMessage : null;
  return (
    <div className="space-y-4">
      <VerdictLine verdict={run.verdict} passed={passed} total={run.results.length} />
      {run.compileOutput && <ErrorBlock label="Compile output" text={run.compileOutput} onGoToLine={onGoToLine} wrap={false} />}
      {errorMessage && <ErrorBlock label="Error" text={errorMessage} onGoToLine={onGoToLine} />}
      {run.results.length > 0 && current && (
        <>
          <TabList
            label="Test cases"
            idPrefix={prefix}
            selected={index}
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
          <div {...tabPanelProps(prefix, index)}>
            <TestDetails test={current} onGoToLine={onGoToLine} hideError={errorMessage} />
          </div>
        </>
      )}
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs font-medium text-emerald-700 dark:text-emerald-400">{note}</dd>}
    </div>
  );
}

function SubmissionResult({ submission, onGoToLine }: { submission: Submission; onGoToLine: GoToLine }) {
  const accepted = submission.status === 'Accepted';
  const compileError = submission.status === 'Compilation Error';
  const failed = submission.failedTest;
  const stats = (
    <dl className="grid grid-cols-2 gap-3">
      <Stat
        label="Runtime"
        value={submissionRuntime(submission.status, submission.runtime)}
        note={accepted && submission.runtimeBeats !== null ? `Beats ${submission.runtimeBeats.toFixed(1)}%` : undefined}
      />
      <Stat label="Memory" value={submission.memory === null ? '—' : formatMemory(submission.memory)} />
    </dl>
  );
  return (
    <div className="space-y-4">
      <VerdictLine verdict={submission.status} passed={submission.testCasesPassed} total={submission.totalTestCases} large />
      {/* Accepted: how fast. Otherwise what went wrong comes first, the figures after it. */}
      {accepted && stats}
      {submission.errorMessage && (
        <ErrorBlock
          label={compileError ? 'Compile output' : 'Error'}
          text={submission.errorMessage}
          onGoToLine={onGoToLine}
          wrap={!compileError}
        />
      )}
      {failed && (
        <section aria-label="Failing test" className="space-y-3">
          <p className="text-sm font-semibold">Failing test</p>
          <Block label="Input">{failed.input}</Block>
          <Block label="Expected">{failed.expectedOutput}</Block>
          <Block label="Output">{failed.actualOutput ?? '—'}</Block>
          {failed.stdout && <Block label="Stdout">{failed.stdout}</Block>}
          {failed.error && failed.error !== submission.errorMessage && (
            <ErrorBlock label="Error" text={failed.error} onGoToLine={onGoToLine} />
          )}
        </section>
      )}
      {!accepted && !compileError && stats}
    </div>
  );
}

const verdictOf = (result: JudgeResult) => (result.kind === 'run' ? result.run.verdict : result.submission.status);

/** The collapsible results area under the editor: 'Test Results' after Run, 'Submission Result' after Submit. */
export function ResultsPanel({
  result,
  open,
  onToggle,
  pending,
  onGoToLine,
}: {
  result: JudgeResult | null;
  open: boolean;
  onToggle: () => void;
  pending: 'run' | 'submit' | null;
  onGoToLine: GoToLine;
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
          className="flex w-full items-center justify-between gap-3 px-4 py-2.5 text-left text-sm font-semibold hover:bg-slate-50 focus-visible:outline-offset-[-2px] dark:hover:bg-slate-800/60"
        >
          <span className="flex min-w-0 items-baseline gap-2">
            {title}
            {/* Collapsed: the verdict stays in sight. */}
            {!open && !pending && result && (
              <span className={`truncate font-medium ${verdictTextClass(verdictOf(result))}`}>· {verdictOf(result)}</span>
            )}
          </span>
          <span className="flex shrink-0 items-center gap-3">
            {/* Until the first result, the header teaches the shortcuts (wide screens: keyboards). */}
            {!result && !pending && (
              <span aria-hidden className="hidden text-xs font-normal text-slate-500 md:inline dark:text-slate-400">
                <kbd className={kbd}>{MOD}</kbd> + <kbd className={kbd}>Enter</kbd> run · <kbd className={kbd}>{MOD}</kbd> +{' '}
                <kbd className={kbd}>Shift</kbd> + <kbd className={kbd}>Enter</kbd> submit
              </span>
            )}
            <ChevronDown className={`h-4 w-4 transition-transform ${open ? '' : 'rotate-180'}`} aria-hidden />
          </span>
        </button>
      </h2>
      {/* Focusable, so the results scroll from the keyboard too. */}
      <div
        id={bodyId}
        hidden={!open}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 pb-4 focus-visible:outline-offset-[-2px]"
        aria-live="polite"
      >
        {pending ? (
          <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-500 dark:text-slate-400">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
            {pending === 'run' ? 'Running your code…' : 'Judging your submission…'}
          </div>
        ) : result?.kind === 'run' ? (
          <RunResults run={result.run} onGoToLine={onGoToLine} />
        ) : result?.kind === 'submit' ? (
          <SubmissionResult submission={result.submission} onGoToLine={onGoToLine} />
        ) : (
          <p className="py-6 text-sm text-slate-500 dark:text-slate-400">Run your code to see the results here.</p>
        )}
      </div>
    </section>
  );
}
