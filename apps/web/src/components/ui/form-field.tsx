import type { ReactNode } from 'react';

/** The text input, textarea and select look of the service forms. */
export const inputClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** A failure said out loud (role="alert"): a request that failed, a file that was refused. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
      {children}
    </p>
  );
}

/** A field's own validation message, named by the field's aria-describedby; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-600 dark:text-rose-400">
      {message}
    </p>
  );
}

/**
 * A labelled form control: the label above the control it names (`id`), then the field's error when
 * `errorId` is given. The control itself stays the caller's, so its own attributes are untouched.
 * `labelClassName` replaces the label's look (an inline label over a control with its own top margin).
 */
export function FormField({
  id,
  label,
  labelClassName = 'mb-1 block text-sm font-medium',
  errorId,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  errorId?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {errorId && <FieldError id={errorId} message={error} />}
    </div>
  );
}
