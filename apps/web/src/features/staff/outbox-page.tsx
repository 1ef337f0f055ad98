import { type OutboxEmail, OutboxResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Inbox, Paperclip, RefreshCw, ShieldAlert } from 'lucide-react';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';

const STATUS_STYLES: Record<OutboxEmail['status'], { label: string; className: string }> = {
  logged: {
    label: 'Not sent (no SMTP)',
    className: 'bg-slate-500/10 text-slate-700 dark:text-slate-300',
  },
  failed: {
    label: 'SMTP refused',
    className: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
  },
};

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function useOutbox(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'mail-outbox'],
    queryFn: ({ signal }) => apiRequest('/api/staff/mail-outbox', OutboxResponseSchema, { signal }),
    enabled,
  });
}

function OutboxRow({ email }: { email: OutboxEmail }) {
  const status = STATUS_STYLES[email.status];
  return (
    <li className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4 [&::-webkit-details-marker]:hidden">
          <div className="min-w-0 flex-1">
            <p className="break-words font-medium text-slate-900 sm:truncate dark:text-white">{email.subject}</p>
            <p className="break-words text-sm sm:truncate text-slate-600 dark:text-slate-400">
              To {email.to}
              {email.attachments.length > 0 && (
                <span className="ml-2 inline-flex items-center gap-1">
                  <Paperclip className="h-3.5 w-3.5" aria-hidden />
                  {email.attachments.join(', ')}
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3 text-sm">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${status.className}`}>{status.label}</span>
            <time dateTime={email.createdAt} className="text-slate-500 dark:text-slate-400">
              {formatTime(email.createdAt)}
            </time>
          </div>
        </summary>
        <div className="border-t border-slate-200 p-4 dark:border-slate-800">
          {email.error && (
            <p className="mb-3 flex items-start gap-2 text-sm text-rose-700 dark:text-rose-300">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {email.error}
            </p>
          )}
          <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-950 dark:text-slate-200">
            {email.text}
          </pre>
        </div>
      </details>
    </li>
  );
}

/** /staff/outbox: admins read the emails kept instead of sent (no SMTP configured, or SMTP refused them). */
export function OutboxPage() {
  usePageTitle('Email outbox');
  const { user, status } = useAuth();
  const config = useServicesConfig();
  const isAdmin = config.data?.roles.includes('admin') ?? false;
  const outbox = useOutbox(Boolean(user) && isAdmin);

  if (status === 'loading' || config.isPending) return <Spinner label="Loading..." className="py-40" />;
  if (!user || !isAdmin) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-40 text-center">
        <ShieldAlert className="h-10 w-10 text-amber-500" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">This page is for staff only.</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Staff are named in the server's configuration.</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 pt-28 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Email outbox</h1>
        <button
          type="button"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <RefreshCw className={`h-4 w-4 ${outbox.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </button>
      </div>
      {outbox.data && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {outbox.data.smtpConfigured
            ? 'SMTP is configured: only emails the mail server refused are kept here.'
            : 'SMTP_URL is not set: every email is kept here (and in the server log) instead of being sent.'}{' '}
          The newest 50 are shown.
        </p>
      )}
      <div className="mt-6">
        {outbox.isPending ? (
          <Spinner label="Loading emails..." className="py-12" />
        ) : outbox.isError ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            The outbox could not be loaded. {outbox.error.message}
          </p>
        ) : outbox.data.emails.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Inbox className="h-5 w-5" aria-hidden /> No emails are waiting here.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Kept emails">
            {outbox.data.emails.map((email) => (
              <OutboxRow key={email.id} email={email} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
