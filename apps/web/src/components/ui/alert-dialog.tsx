import { AlertTriangle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from './button';

/** Turns the alert into a question: a second button that does the (destructive) thing. */
export interface AlertDialogConfirm {
  label: string;
  onConfirm: () => void;
  /** The button that closes without doing it (default "Cancel"). */
  dismissLabel?: string;
  busy?: boolean;
  /** `danger` (default) for a step that loses something; `primary` for one that only changes course. */
  tone?: 'danger' | 'primary';
}

/**
 * The app's own alert (in place of `window.alert` and `window.confirm`): a modal `alertdialog` that
 * screen readers announce. One OK button takes the focus; with `confirm`, the safe choice takes it
 * and Tab moves between the two. Escape, the backdrop or the safe choice closes it and the focus
 * goes back where it was.
 */
export function AlertDialog({
  title,
  message,
  onClose,
  confirm,
}: {
  title: string;
  message: string;
  onClose: () => void;
  confirm?: AlertDialogConfirm;
}) {
  const okRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
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
      // the focus stays inside: one control, or the two buttons in turn
      event.preventDefault();
      const next = confirm && document.activeElement === okRef.current ? confirmRef.current : okRef.current;
      next?.focus();
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
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button ref={okRef} variant={confirm ? 'secondary' : 'primary'} onClick={onClose}>
            {confirm ? (confirm.dismissLabel ?? 'Cancel') : 'OK'}
          </Button>
          {confirm && (
            <Button ref={confirmRef} variant={confirm.tone ?? 'danger'} disabled={confirm.busy} onClick={confirm.onConfirm}>
              {confirm.label}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
