import { Copy, Play, Type, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../components/ui/page-title';
import { useDarkClass, useMediaQuery } from '../../lib/use-media-query';
import { LANGUAGES } from './compiler-languages';
import { CompilerToolbar } from './compiler-toolbar';
import { IoPanel, type IoPanelProps } from './io-panel';
import { LazyCodeEditor } from './lazy-code-editor';
import { EDITOR_WIDTH, INPUT_HEIGHT } from './split-math';
import { SplitSeparator } from './split-separator';
import { type CompilerSession, useCompilerSession } from './use-compiler-session';

const textareaClasses =
  'h-full w-full resize-none bg-transparent p-3 font-mono text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-500';

function InputArea({ session, fontSize }: { session: CompilerSession; fontSize: number }) {
  return (
    <textarea
      aria-label="Program input"
      value={session.stdin}
      onChange={(event) => session.editStdin(event.target.value)}
      placeholder="Enter input for your program (stdin)…"
      spellCheck={false}
      className={textareaClasses}
      style={{ fontSize }}
    />
  );
}

function OutputArea({ session, fontSize }: { session: CompilerSession; fontSize: number }) {
  const tone =
    session.status === 'error'
      ? 'text-rose-700 dark:text-rose-300'
      : session.status === 'success'
        ? 'text-slate-900 dark:text-slate-100'
        : 'text-slate-700 dark:text-slate-200';
  return (
    <pre
      role="log"
      aria-label="Program output"
      data-testid="program-output"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: long output must be scrollable with the keyboard
      tabIndex={0}
      className={`h-full overflow-auto whitespace-pre-wrap break-words p-3 font-mono focus:outline-none ${tone}`}
      style={{ fontSize }}
    >
      {session.status === 'running' ? (
        <span className="text-slate-500 dark:text-slate-400">Running…</span>
      ) : (
        session.output || <span className="text-slate-500 dark:text-slate-400">Run your code to see the output here.</span>
      )}
    </pre>
  );
}

/** Where a panel sits: the desktop split gives it a size, the phone tabs name it. */
type PanelPlacement = Pick<IoPanelProps, 'className' | 'style' | 'hideTitle' | 'tabId'>;
type PanelProps = { session: CompilerSession; fontSize: number } & PanelPlacement;

function InputPanel({ session, fontSize, ...placement }: PanelProps) {
  return (
    <IoPanel
      id="compiler-input"
      title="Input"
      onClear={session.clearInput}
      clearLabel="Clear input"
      clearDisabled={!session.stdin}
      {...placement}
    >
      <InputArea session={session} fontSize={fontSize} />
    </IoPanel>
  );
}

function OutputPanel({ session, fontSize, ...placement }: PanelProps) {
  return (
    <IoPanel
      id="compiler-output"
      title="Output"
      onClear={session.clearOutput}
      clearLabel="Clear output"
      clearDisabled={!session.output}
      extra={<RunTime elapsedMs={session.elapsedMs} />}
      {...placement}
    >
      <OutputArea session={session} fontSize={fontSize} />
    </IoPanel>
  );
}

function RunTime({ elapsedMs }: { elapsedMs: number | null }) {
  if (elapsedMs === null) return null;
  return (
    <span className="font-mono text-xs text-slate-500 dark:text-slate-400" data-testid="run-time">
      {elapsedMs} ms
    </span>
  );
}

function Notices({ session }: { session: CompilerSession }) {
  const { savedDraft, shareUrl, language } = session;
  if (!savedDraft && !shareUrl) return null;
  return (
    <div className="shrink-0 space-y-px border-b border-slate-200 dark:border-slate-800">
      {shareUrl && (
        <section
          className="flex flex-wrap items-center gap-2 bg-indigo-50 px-3 py-2 text-sm dark:bg-indigo-500/10"
          aria-label="Share link"
        >
          <span className="font-medium text-indigo-900 dark:text-indigo-200">Read-only link:</span>
          <a
            href={shareUrl}
            className="min-w-0 truncate font-mono text-xs text-indigo-700 underline dark:text-indigo-300"
            data-testid="share-url"
          >
            {shareUrl}
          </a>
          <button
            type="button"
            onClick={() => navigator.clipboard.writeText(shareUrl).catch((error: unknown) => console.warn('Copy failed', error))}
            className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-indigo-700 hover:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-500/20"
          >
            <Copy className="h-3.5 w-3.5" aria-hidden /> Copy link
          </button>
          <button
            type="button"
            onClick={session.dismissShare}
            aria-label="Close share link"
            className="ml-auto rounded p-1 text-indigo-700 hover:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-500/20"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </section>
      )}
      {savedDraft && (
        <div className="flex flex-wrap items-center gap-2 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          <span>You have a saved {LANGUAGES[language].label} draft.</span>
          <button
            type="button"
            onClick={session.restoreDraft}
            className="rounded-md px-2 py-0.5 font-semibold underline hover:bg-amber-100 dark:hover:bg-amber-500/20"
          >
            Restore draft
          </button>
          <button
            type="button"
            onClick={session.dismissDraft}
            aria-label="Dismiss saved draft"
            className="ml-auto rounded p-1 hover:bg-amber-100 dark:hover:bg-amber-500/20"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}

/** Spec 9 Layout: editor font 14, 13 under 768 px, 12 under 640 px. */
function useAutoFontSize() {
  const under768 = useMediaQuery('(max-width: 767.98px)');
  const under640 = useMediaQuery('(max-width: 639.98px)');
  return { fontSize: under640 ? 12 : under768 ? 13 : 14, stacked: under768 };
}

/** /terminal: the online compiler (spec 2 "Compiler"). */
export function CompilerPage() {
  usePageTitle('Online Compiler');
  const session = useCompilerSession();
  const dark = useDarkClass();
  const { fontSize: autoFontSize, stacked } = useAutoFontSize();
  const [fontOverride, setFontOverride] = useState<number | null>(null);
  const fontSize = fontOverride ?? autoFontSize;
  const [fullscreen, setFullscreen] = useState(false);
  const [editorWidth, setEditorWidth] = useState(EDITOR_WIDTH.initial);
  const [inputHeight, setInputHeight] = useState(INPUT_HEIGHT.initial);
  const [tab, setTab] = useState<'input' | 'output'>('input');
  const row = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFullscreen(false);
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [fullscreen]);

  // On small screens the result is what you want to see after a run.
  useEffect(() => {
    if (session.status === 'running') setTab('output');
  }, [session.status]);

  const editor = (
    <LazyCodeEditor
      value={session.code}
      onChange={session.editCode}
      language={session.language}
      fontSize={fontSize}
      dark={dark}
      label={`${LANGUAGES[session.language].label} code`}
      onRun={session.run}
      onFormat={session.format}
    />
  );
  const frame = fullscreen
    ? 'fixed inset-0 z-[60] bg-white dark:bg-slate-950'
    : stacked
      ? 'h-[calc(100dvh-4rem)]'
      : 'h-[calc(100dvh-4rem)] p-3 lg:h-[calc(100dvh-6rem)] lg:px-4 lg:pb-4';

  if (stacked) {
    const tabButton = (id: 'input' | 'output', label: string) => (
      <button
        type="button"
        role="tab"
        id={`compiler-tab-${id}`}
        aria-selected={tab === id}
        aria-controls={`compiler-${id}`}
        onClick={() => setTab(id)}
        className={`h-10 flex-1 border-b-2 text-sm font-semibold ${
          tab === id
            ? 'border-indigo-500 text-indigo-700 dark:text-indigo-300'
            : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'
        }`}
      >
        {label}
      </button>
    );
    return (
      <div className={`flex flex-col ${frame}`}>
        <CompilerToolbar session={session} compact fullscreen={fullscreen} onToggleFullscreen={() => setFullscreen((v) => !v)} />
        <Notices session={session} />
        <section aria-label="Code editor" className="min-h-0 flex-[3] border-b border-slate-200 dark:border-slate-800">
          {editor}
        </section>
        <div className="flex min-h-0 flex-[2] flex-col">
          <div
            role="tablist"
            aria-label="Input and output"
            className="flex shrink-0 border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
          >
            {tabButton('input', 'Input')}
            {tabButton('output', 'Output')}
          </div>
          {tab === 'input' ? (
            <InputPanel session={session} fontSize={fontSize} hideTitle tabId="compiler-tab-input" className="flex-1" />
          ) : (
            <OutputPanel session={session} fontSize={fontSize} hideTitle tabId="compiler-tab-output" className="flex-1" />
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
          <button
            type="button"
            onClick={session.run}
            disabled={session.status === 'running'}
            className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-emerald-700 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            <Play className="h-4 w-4" aria-hidden /> {session.status === 'running' ? 'Running…' : 'Run Code'}
          </button>
          <button
            type="button"
            onClick={session.copy}
            aria-label="Copy code"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Copy className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setFontOverride(fontSize === 12 ? 14 : 12)}
            aria-label={`Font size ${fontSize}px, switch to ${fontSize === 12 ? 14 : 12}px`}
            className="inline-flex h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Type className="h-4 w-4" aria-hidden /> {fontSize}px
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={frame}>
      <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-950">
        <CompilerToolbar
          session={session}
          compact={false}
          fullscreen={fullscreen}
          onToggleFullscreen={() => setFullscreen((v) => !v)}
        />
        <Notices session={session} />
        <div ref={row} className="flex min-h-0 flex-1">
          <section id="compiler-editor" aria-label="Code editor" className="min-w-0" style={{ width: `${editorWidth}%` }}>
            {editor}
          </section>
          <SplitSeparator
            orientation="vertical"
            value={editorWidth}
            limits={EDITOR_WIDTH}
            onChange={setEditorWidth}
            container={row}
            label="Resize editor width"
            controls="compiler-editor"
          />
          <div ref={column} className="flex min-w-0 flex-1 flex-col">
            <InputPanel session={session} fontSize={fontSize} style={{ height: `${inputHeight}%` }} />
            <SplitSeparator
              orientation="horizontal"
              value={inputHeight}
              limits={INPUT_HEIGHT}
              onChange={setInputHeight}
              container={column}
              label="Resize input height"
              controls="compiler-input"
            />
            <OutputPanel session={session} fontSize={fontSize} className="flex-1" />
          </div>
        </div>
      </div>
    </div>
  );
}
