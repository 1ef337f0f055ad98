import { STAFF_TICKET_STATUS_LABELS, TICKET_CATEGORY_LABELS, type TicketStatus, TicketStatusSchema } from '@codingkaro/contracts';
import { ArrowLeft, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { notify } from '../../lib/notify';
import { Link, useParams } from '../../lib/router';
import { useServicesConfig } from '../../lib/services-config';
import { useTicket, useTicketAction } from './api/support-api';
import { fieldClasses } from './components/ticket-fields';
import { TicketStatusBadge } from './ticket-status-badge';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /support/tickets/:id: one ticket's thread, the reply box and its status actions. */
export function TicketPage() {
  const { id = '' } = useParams();
  const { user, status: authStatus, signIn } = useAuth();
  const isStaff = useServicesConfig().data?.roles.includes('admin') ?? false;
  const query = useTicket(id, Boolean(user));
  const { reply, setStatus } = useTicketAction(id);
  const [message, setMessage] = useState('');
  const ticket = query.data?.ticket;
  usePageTitle(ticket ? `#${ticket.number} ${ticket.subject}` : 'Support ticket');

  if (authStatus === 'loading') return <Spinner label="Loading..." className="py-40" />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 pt-40 text-center">
        <p>Sign in to see this ticket.</p>
        <Button className="mt-4" onClick={signIn}>
          <LogIn className="h-4 w-4" aria-hidden /> Sign in
        </Button>
      </div>
    );
  }
  if (query.isPending) return <Spinner label="Loading the ticket..." className="py-40" />;
  if (!ticket) {
    return (
      <div className="mx-auto max-w-md px-4 pt-40 text-center">
        <p role="alert" className="text-lg font-medium">
          {errorMessage(query.error, 'Ticket not found')}
        </p>
        <Link to="/support" className="mt-4 inline-block text-indigo-600 hover:underline dark:text-indigo-400">
          Back to support
        </Link>
      </div>
    );
  }

  const mine = ticket.requester.email === user.email;
  const settled = ticket.status === 'resolved' || ticket.status === 'closed';
  const canWrite = !settled || ticket.canReopen || (isStaff && !mine);
  const change = (next: TicketStatus, done: string) =>
    setStatus.mutate(next, {
      onSuccess: () => notify.success(done),
      onError: (error) => notify.error(errorMessage(error)),
    });
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    reply.mutate(message, {
      onSuccess: () => {
        setMessage('');
        notify.success('Reply sent');
      },
      onError: (error) => notify.error(errorMessage(error, 'The reply could not be sent. Your text is still here.')),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 pt-8 sm:px-6 lg:pt-10">
      <Link
        to={isStaff && !mine ? '/staff/support' : '/support'}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {isStaff && !mine ? 'Support queue' : 'All tickets'}
      </Link>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">
            <span className="text-slate-500 dark:text-slate-400">#{ticket.number}</span> {ticket.subject}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {TICKET_CATEGORY_LABELS[ticket.category]} · opened {dateTime(ticket.createdAt)}
            {isStaff && !mine ? ` by ${ticket.requester.name} (${ticket.requester.email})` : ''}
          </p>
        </div>
        <TicketStatusBadge status={ticket.status} staff={isStaff && !mine} />
      </header>

      <ol className="mt-6 space-y-4" aria-label="Messages">
        {ticket.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-2xl border p-4 ${
              m.fromStaff
                ? 'border-indigo-200 bg-indigo-50 dark:border-indigo-500/30 dark:bg-indigo-500/10'
                : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
            }`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold">
                {m.authorName}
                {m.fromStaff && (
                  <span className="ml-2 text-xs font-medium text-indigo-700 dark:text-indigo-300">CodingKaro team</span>
                )}
              </span>
              <time className="text-xs text-slate-500 dark:text-slate-400" dateTime={m.createdAt}>
                {dateTime(m.createdAt)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-200">{m.body}</p>
          </li>
        ))}
      </ol>

      {canWrite ? (
        <form onSubmit={send} className="mt-6" aria-label="Reply">
          <label htmlFor="ticket-reply" className="text-sm font-medium">
            {settled ? 'Reply to reopen this ticket' : 'Your reply'}
          </label>
          <textarea
            id="ticket-reply"
            rows={4}
            className={fieldClasses}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" disabled={reply.isPending || !message.trim()}>
              {reply.isPending ? 'Sending...' : 'Send reply'}
            </Button>
            {mine && !settled && (
              <Button variant="secondary" onClick={() => change('closed', 'Ticket closed')} disabled={setStatus.isPending}>
                Close ticket
              </Button>
            )}
            {mine && settled && ticket.canReopen && (
              <Button variant="secondary" onClick={() => change('open', 'Ticket reopened')} disabled={setStatus.isPending}>
                Reopen ticket
              </Button>
            )}
          </div>
        </form>
      ) : (
        <p className="mt-6 rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          This ticket was settled more than 14 days ago. Please open a new ticket if you still need help.
        </p>
      )}

      {isStaff && !mine && (
        <div className="mt-6 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
          <label htmlFor="ticket-status" className="text-sm font-medium">
            Status (staff)
          </label>
          <select
            id="ticket-status"
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
            value={ticket.status}
            disabled={setStatus.isPending}
            onChange={(e) => change(TicketStatusSchema.parse(e.target.value), 'Status updated')}
          >
            {TicketStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {STAFF_TICKET_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
