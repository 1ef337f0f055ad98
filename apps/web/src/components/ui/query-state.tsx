import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { ErrorAlert } from './form-field';
import { Spinner } from './spinner';

/** What QueryState reads from a query (a TanStack Query result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
}

/** Nothing to show yet: a quiet line, with an icon in front when given. */
export function EmptyState({ icon: Icon, children }: { icon?: LucideIcon; children: ReactNode }) {
  if (!Icon) return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Icon className="h-5 w-5" aria-hidden /> {children}
    </p>
  );
}

/**
 * A loaded list or panel: a spinner while pending, the error in words (after `errorPrefix`) as an alert,
 * `empty` when `isEmpty` says the data holds nothing, else `children(data)`.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loadingClassName,
  errorPrefix,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel: string;
  loadingClassName: string;
  errorPrefix?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} className={loadingClassName} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorAlert>
        {errorPrefix ? `${errorPrefix} ` : ''}
        {errorMessage(query.error)}
      </ErrorAlert>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
