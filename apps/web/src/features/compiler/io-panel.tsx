import { Eraser } from 'lucide-react';
import type { ReactNode } from 'react';

export interface IoPanelProps {
  id: string;
  title: string;
  onClear: () => void;
  clearLabel: string;
  clearDisabled?: boolean;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  style?: React.CSSProperties;
  /** hide the header title (the mobile tabs already name the panel) */
  hideTitle?: boolean;
  /** id of the tab naming this panel, when it is a tab panel (mobile layout) */
  tabId?: string;
}

/** Program input or output: a titled area with a clear button. */
export function IoPanel({
  id,
  title,
  onClear,
  clearLabel,
  clearDisabled,
  extra,
  children,
  className = '',
  style,
  hideTitle,
}: IoPanelProps) {
  return (
    <section id={id} aria-label={title} className={`flex min-h-0 flex-col bg-white dark:bg-slate-950 ${className}`} style={style}>
      <div className="flex h-10 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
        <h2
          className={hideTitle ? 'sr-only' : 'text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400'}
        >
          {title}
        </h2>
        <div className="ml-auto flex items-center gap-2">
          {extra}
          <button
            type="button"
            onClick={onClear}
            disabled={clearDisabled}
            aria-label={clearLabel}
            title={clearLabel}
            className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Eraser className="h-3.5 w-3.5" aria-hidden /> Clear
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1">{children}</div>
    </section>
  );
}
