import type { OutboxEmail } from '@codingkaro/contracts';
import { AlertTriangle, Inbox, Paperclip, RefreshCw } from 'lucide-react';
import { StaffLoading, StaffOnly, StaffPage } from '../../components/staff/staff-page';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { useOutbox } from './api/staff-api';

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

  if (status === 'loading' || config.isPending) return <StaffLoading />;
  if (!user || !isAdmin) return <StaffOnly who="Staff" />;

  return (
    <StaffPage
      title="Email outbox"
      actions={
        <button
          type="button"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <RefreshCw className={`h-4 w-4 ${outbox.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </button>
      }
    >
      {outbox.data && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {outbox.data.smtpConfigured
            ? 'SMTP is configured: only emails the mail server refused are kept here.'
            : 'SMTP_URL is not set: every email is kept here (and in the server log) instead of being sent.'}{' '}
          The newest 50 are shown.
        </p>
      )}
      <div className="mt-6">
        <QueryState
          query={outbox}
          loadingLabel="Loading emails..."
          loadingClassName="py-12"
          errorPrefix="The outbox could not be loaded."
          isEmpty={(data) => data.emails.length === 0}
          empty={<EmptyState icon={Inbox}>No emails are waiting here.</EmptyState>}
        >
          {(data) => (
            <ul className="space-y-3" aria-label="Kept emails">
              {data.emails.map((email) => (
                <OutboxRow key={email.id} email={email} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </StaffPage>
  );
}
