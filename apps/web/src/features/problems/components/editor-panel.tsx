import { JUDGE_LANGUAGES, type JudgeLanguage, type ProblemDetail } from '@codingkaro/contracts';
import { CloudUpload, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useIsDarkMode } from '../hooks/use-is-dark-mode';
import type { useJudge } from '../hooks/use-judge';
import type { ProblemEditor } from '../hooks/use-problem-editor';
import { LANGUAGE_LABELS } from '../lib/problem-format';
import { LazyCodeEditor } from './lazy-code-editor';
import { ResultsPanel } from './results-panel';

export const RESET_CONFIRM_TEXT = 'Reset to starter code? Your current code for this language will be lost.';

/** Spec 9: editor font 14, 13 under 768 px, 12 under 640 px. */
export function useEditorFontSize(): number {
  const under640 = useMediaQuery('(max-width: 639.98px)');
  const under768 = useMediaQuery('(max-width: 767.98px)');
  return under640 ? 12 : under768 ? 13 : 14;
}

const Spin = () => (
  <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
);

/** Language, editor, custom input, Run / Submit and the results panel. */
export function EditorPanel({
  problem,
  editor,
  judge,
}: {
  problem: ProblemDetail;
  editor: ProblemEditor;
  judge: ReturnType<typeof useJudge>;
}) {
  const isDark = useIsDarkMode();
  const fontSize = useEditorFontSize();
  const [useCustomInput, setUseCustomInput] = useState(false);
  const [customInput, setCustomInput] = useState(problem.sampleInput);
  const customInputId = useId();
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const mod = isMac ? '⌘' : 'Ctrl';

  const run = () => judge.run(useCustomInput ? customInput : undefined);
  const actions = useRef({ run, submit: judge.submit });
  useEffect(() => {
    actions.current = { run, submit: judge.submit };
  });

  // Ctrl/Cmd+Enter runs, Ctrl/Cmd+' submits, also from inside the editor (capture phase, before CodeMirror).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        actions.current.run();
      } else if (event.key === "'") {
        event.preventDefault();
        event.stopPropagation();
        actions.current.submit();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const onReset = () => {
    if (window.confirm(RESET_CONFIRM_TEXT)) editor.resetToStarter();
  };

  const pending = judge.running ? 'run' : judge.submitting ? 'submit' : null;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <label className="flex items-center gap-2 text-sm">
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
        <button
          type="button"
          onClick={onReset}
          title="Reset to starter code"
          aria-label="Reset to starter code"
          className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Reset</span>
        </button>
      </div>

      <div className="min-h-48 flex-1 overflow-hidden">
        <LazyCodeEditor
          value={editor.code}
          onChange={editor.setCode}
          language={editor.language}
          fontSize={fontSize}
          isDark={isDark}
          label={`Code editor, ${LANGUAGE_LABELS[editor.language]}`}
        />
      </div>

      {useCustomInput && (
        <div className="border-t border-slate-200 px-3 py-2 dark:border-slate-800">
          <label htmlFor={customInputId} className="mb-1 block text-xs font-semibold uppercase tracking-wider text-slate-500">
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
          <Button
            variant="secondary"
            onClick={run}
            disabled={judge.busy}
            title={`Run (${mod}+Enter)`}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {judge.running ? <Spin /> : <Play className="h-4 w-4" aria-hidden />} Run
          </Button>
          <button
            type="button"
            onClick={judge.submit}
            disabled={judge.busy}
            title={`Submit (${mod}+')`}
            aria-keyshortcuts="Control+' Meta+'"
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-emerald-600 px-4 text-sm font-medium text-white shadow-sm transition-colors hover:bg-emerald-500 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {judge.submitting ? <Spin /> : <CloudUpload className="h-4 w-4" aria-hidden />} Submit
          </button>
        </div>
      </div>
    </div>
  );
}
