import { LogIn, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

export const LOGIN_REQUIRED_TEXT =
  'You need to be logged in to run code and submit solutions. Sign in with your Google account to continue.';

/** Spec 8: a 401 on run or submit. Escape or Cancel closes it; focus stays inside while open. */
export function LoginRequiredModal({ onClose, onSignIn }: { onClose: () => void; onSignIn: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    signInRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-[80] flex animate-fade-in items-center justify-center bg-slate-950/60 p-4 backdrop-blur-sm">
      <button type="button" tabIndex={-1} aria-hidden className="absolute inset-0 cursor-default" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-3 top-3 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-500/10 text-indigo-600 dark:text-indigo-400">
          <LogIn className="h-6 w-6" aria-hidden />
        </span>
        <h2 id={titleId} className="mt-4 text-xl font-bold">
          Login Required
        </h2>
        <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {LOGIN_REQUIRED_TEXT}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={signInRef} onClick={onSignIn}>
            <LogIn className="h-4 w-4" aria-hidden /> Sign In
          </Button>
        </div>
      </div>
    </div>
  );
}
