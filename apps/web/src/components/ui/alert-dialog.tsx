import { AlertTriangle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from './button';

/**
 * The app's own alert (in place of `window.alert`): a modal `alertdialog` that screen readers
 * announce, with one OK button that takes the focus. Escape, OK or the backdrop closes it and the
 * focus goes back where it was.
 */
export function AlertDialog({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    okRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // one control: the focus stays on it
      event.preventDefault();
      okRef.current?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-[80] flex animate-fade-in items-center justify-center bg-slate-950/60 p-4 backdrop-blur-sm">
      <button type="button" tabIndex={-1} aria-hidden className="absolute inset-0 cursor-default" onClick={onClose} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-start gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-500/10 text-amber-600 dark:text-amber-400">
            <AlertTriangle className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <p id={textId} className="mt-1 break-words text-sm text-slate-600 dark:text-slate-300">
              {message}
            </p>
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <Button ref={okRef} onClick={onClose}>
            OK
          </Button>
        </div>
      </div>
    </div>
  );
}
