import { Copy, Maximize2, Minimize2, Play, Share2, Sparkles } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useToastClearance } from '../../lib/toast-clearance';
import { type CompilerLanguage, isCompilerLanguage, LANGUAGE_ORDER, LANGUAGES } from './compiler-languages';
import { StatusIndicator } from './status-indicator';
import type { CompilerSession } from './use-compiler-session';

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function ToolButton({
  label,
  onClick,
  disabled,
  tooltip,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tooltip?: string;
  pressed?: boolean;
  children: ReactNode;
}) {
  // A disabled button gets no pointer events in some browsers: the wrapper carries the tooltip.
  return (
    <span title={tooltip ?? label} className="inline-flex">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        aria-pressed={pressed}
        aria-description={disabled && tooltip ? tooltip : undefined}
        className={iconButton}
      >
        {children}
      </button>
    </span>
  );
}

interface CompilerToolbarProps {
  session: CompilerSession;
  compact: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}

/** Language, status, Run, copy, format, share and full screen (spec 2 "Compiler"). */
export function CompilerToolbar({ session, compact, fullscreen, onToggleFullscreen }: CompilerToolbarProps) {
  const { language, runtimeOf, status } = session;
  const runtime = runtimeOf(language);
  const version = runtime?.version || LANGUAGES[language].specVersion;
  const formatTooltip = session.formatReason ?? 'Format code (Ctrl/Cmd+Shift+F)';
  const bar = useRef<HTMLDivElement>(null);
  useToastClearance(bar);
  return (
    <div
      ref={bar}
      className="flex shrink-0 flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <h1 className={compact ? 'sr-only' : 'mr-1 hidden text-sm font-bold text-slate-900 xl:block dark:text-white'}>
        Online Compiler
      </h1>
      <label className="flex items-center gap-2">
        <span className="sr-only">Language</span>
        <select
          value={language}
          onChange={(event) => {
            if (isCompilerLanguage(event.target.value)) session.changeLanguage(event.target.value);
          }}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 focus:outline-none focus:ring-2 focus:ring-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {LANGUAGE_ORDER.map((id: CompilerLanguage) => {
            const info = runtimeOf(id);
            const unavailable = info !== null && !info.available;
            return (
              <option
                key={id}
                value={id}
                disabled={unavailable}
                title={unavailable ? `${LANGUAGES[id].label} is not installed on this server` : undefined}
              >
                {LANGUAGES[id].label}
                {unavailable ? ' (unavailable)' : ''}
              </option>
            );
          })}
        </select>
      </label>
      <span
        className={`font-mono text-xs text-slate-500 dark:text-slate-400 ${compact ? 'hidden sm:inline' : ''}`}
        title={runtime ? 'Installed version' : 'Version'}
        data-testid="language-version"
      >
        v{version}
      </span>
      <StatusIndicator status={status} />
      <div className={`ml-auto flex items-center ${compact ? 'gap-0' : 'gap-1'}`}>
        <ToolButton label="Copy code" onClick={session.copy}>
          <Copy className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label="Format code"
          onClick={session.format}
          disabled={session.formatReason !== null || session.formatting}
          tooltip={formatTooltip}
        >
          <Sparkles className={`h-4 w-4 ${session.formatting ? 'animate-pulse' : ''}`} aria-hidden />
        </ToolButton>
        <ToolButton label="Share" onClick={session.share} disabled={session.sharing} tooltip="Share a read-only link">
          <Share2 className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label={fullscreen ? 'Exit full screen' : 'Full screen'} onClick={onToggleFullscreen} pressed={fullscreen}>
          {fullscreen ? <Minimize2 className="h-4 w-4" aria-hidden /> : <Maximize2 className="h-4 w-4" aria-hidden />}
        </ToolButton>
        {!compact && (
          <button
            type="button"
            onClick={session.run}
            disabled={status === 'running'}
            title="Run (Ctrl/Cmd+Enter)"
            className="ml-1 inline-flex h-9 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Play className="h-4 w-4" aria-hidden /> {status === 'running' ? 'Running…' : 'Run'}
          </button>
        )}
      </div>
    </div>
  );
}
