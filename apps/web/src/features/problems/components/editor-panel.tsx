import { JUDGE_LANGUAGES, type JudgeLanguage, type ProblemDetail } from '@codingkaro/contracts';
import { CloudUpload, Play, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CodeEditorHandle } from '../../../components/code-editor/code-editor-types';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor';
import { buttonClasses } from '../../../components/ui/button';
import { isModalOpen } from '../../../components/ui/modal-open';
import { useConfirmDialog } from '../../../components/ui/use-confirm-dialog';
import { useDarkClass, useMediaQuery } from '../../../lib/use-media-query';
import type { JudgeResult, useJudge } from '../hooks/use-judge';
import type { ProblemEditor } from '../hooks/use-problem-editor';
import { errorLines } from '../lib/line-refs';
import { LANGUAGE_LABELS } from '../lib/problem-format';
import { MOD, ResultsPanel } from './results-panel';

export const RESET_CONFIRM = {
  title: 'Reset to starter code?',
  message: 'Your current code for this language will be lost.',
  label: 'Reset',
} as const;

/** Spec 9: editor font 14, 13 under 768 px, 12 under 640 px. */
export function useEditorFontSize(): number {
  const under640 = useMediaQuery('(max-width: 639.98px)');
  const under768 = useMediaQuery('(max-width: 767.98px)');
  return under640 ? 12 : under768 ? 13 : 14;
}

/** Which judge shortcut a key press is: Ctrl/Cmd+Enter runs; Ctrl/Cmd+Shift+Enter (or LeetCode's Ctrl/Cmd+') submits. */
export function judgeShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (event.key === 'Enter') return event.shiftKey ? 'submit' : 'run';
  if (event.key === "'" && !event.shiftKey) return 'submit';
  return null;
}

/** Lines to mark in the editor: where a compile or runtime error points, while the judged code is unchanged. */
export function markedLinesFor(result: JudgeResult | null, code: string, language: JudgeLanguage): number[] {
  if (!result || result.code !== code || result.language !== language) return [];
  const verdict = result.kind === 'run' ? result.run.verdict : result.submission.status;
  if (verdict !== 'Compilation Error' && verdict !== 'Runtime Error') return [];
  const text =
    result.kind === 'run'
      ? (result.run.compileOutput ?? result.run.errorMessage ?? result.run.results.find((r) => r.error)?.error ?? '')
      : (result.submission.errorMessage ?? '');
  return errorLines(text);
}

const Spin = () => (
  <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
);

/** Language, editor, custom input, Run / Submit and the results panel. */
export function EditorPanel({
  problem,
  editor,
  judge,
  showTitle = false,
}: {
  problem: ProblemDetail;
  editor: ProblemEditor;
  judge: ReturnType<typeof useJudge>;
  /** Small screens, 'Code' tab: the statement and its heading are hidden, so the panel names the problem. */
  showTitle?: boolean;
}) {
  const dark = useDarkClass();
  const fontSize = useEditorFontSize();
  const [useCustomInput, setUseCustomInput] = useState(false);
  const [customInput, setCustomInput] = useState(problem.sampleInput);
  const customInputId = useId();
  const codeEditor = useRef<CodeEditorHandle>(null);

  const run = () => judge.run(useCustomInput ? customInput : undefined);
  const actions = useRef({ run, submit: judge.submit });
  // In the commit, not after paint (where Preact runs effects): a shortcut right after typing in the custom input
  // must send what was typed.
  useLayoutEffect(() => {
    actions.current = { run, submit: judge.submit };
  });

  // The shortcuts work anywhere on the page, the editor included (capture phase, before CodeMirror).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = judgeShortcut(event);
      if (!shortcut || isModalOpen()) return;
      event.preventDefault();
      event.stopPropagation();
      actions.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const confirmReset = useConfirmDialog();
  const onReset = () => confirmReset.ask({ ...RESET_CONFIRM, onConfirm: editor.resetToStarter });
  const goToLine = useCallback((line: number) => codeEditor.current?.goToLine(line), []);
  const markedLines = useMemo(
    () => markedLinesFor(judge.result, editor.code, editor.language),
    [judge.result, editor.code, editor.language],
  );

  const pending = judge.running ? 'run' : judge.submitting ? 'submit' : null;
  // Busy buttons stay focusable (aria-disabled), so focus is not lost to the page while the judge works.
  const busyProps = { 'aria-disabled': judge.busy || undefined };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <label className="flex shrink-0 items-center gap-2 text-sm">
          <span className="sr-only">Language</span>
          <select
            value={editor.language}
            onChange={(event) => editor.changeLanguage(event.target.value as JudgeLanguage)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {JUDGE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_LABELS[language]}
              </option>
            ))}
          </select>
        </label>
        {showTitle && (
          <h1 className="min-w-0 flex-1 truncate text-center text-sm font-semibold text-slate-700 lg:hidden dark:text-slate-200">
            {problem.title}
          </h1>
        )}
        <button
          type="button"
          onClick={onReset}
          title="Reset to starter code"
          aria-label="Reset to starter code"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Reset</span>
        </button>
      </div>

      <div className="min-h-48 flex-1 overflow-hidden">
        <LazyCodeEditor
          ref={codeEditor}
          value={editor.code}
          onChange={editor.setCode}
          language={editor.language}
          fontSize={fontSize}
          dark={dark}
          markedLines={markedLines}
          label={`Code editor, ${LANGUAGE_LABELS[editor.language]}`}
        />
      </div>

      {useCustomInput && (
        <div className="border-t border-slate-200 px-3 py-2 dark:border-slate-800">
          <label
            htmlFor={customInputId}
            className="mb-1 block text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400"
          >
            Custom input <span className="font-normal normal-case">(one JSON value per line, one line per parameter)</span>
          </label>
          <textarea
            id={customInputId}
            value={customInput}
            onChange={(event) => setCustomInput(event.target.value)}
            rows={3}
            spellCheck={false}
            className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
        </div>
      )}

      <div className={`flex min-h-0 flex-col ${judge.panelOpen ? 'max-h-[55%]' : 'shrink-0'}`}>
        <ResultsPanel
          result={judge.result}
          open={judge.panelOpen}
          onToggle={() => judge.setPanelOpen(!judge.panelOpen)}
          pending={pending}
          onGoToLine={goToLine}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-2.5 dark:border-slate-800">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={useCustomInput}
            onChange={(event) => setUseCustomInput(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
          />
          Custom input
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={run}
            {...busyProps}
            title={`Run (${MOD}+Enter)`}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            className={buttonClasses('secondary', 'md', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
          >
            {judge.running ? <Spin /> : <Play className="h-4 w-4" aria-hidden />} Run
          </button>
          <button
            type="button"
            onClick={judge.submit}
            {...busyProps}
            title={`Submit (${MOD}+Shift+Enter)`}
            aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter Control+' Meta+'"
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-medium text-white shadow-sm transition-colors hover:bg-emerald-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-emerald-700"
          >
            {judge.submitting ? <Spin /> : <CloudUpload className="h-4 w-4" aria-hidden />} Submit
          </button>
        </div>
      </div>
      {confirmReset.dialog}
    </div>
  );
}
