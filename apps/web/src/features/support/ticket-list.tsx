import { TICKET_CATEGORY_LABELS, type TicketSummary } from '@codingkaro/contracts';
import { Link } from '../../lib/router';
import { TicketStatusBadge } from './ticket-status-badge';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Tickets as rows linking to their threads; staff (`showRequester`) also see who asked, and statuses in their words. */
export function TicketList({ tickets, showRequester = false }: { tickets: TicketSummary[]; showRequester?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/support/tickets/${ticket.id}`}
            className="flex flex-col gap-1 px-4 py-3 transition hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium text-slate-900 dark:text-slate-100">
                <span className="text-slate-500 dark:text-slate-400">#{ticket.number}</span> {ticket.subject}
              </span>
              <TicketStatusBadge status={ticket.status} staff={showRequester} />
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {TICKET_CATEGORY_LABELS[ticket.category]}
              {showRequester ? ` · ${ticket.requester.name} (${ticket.requester.email})` : ''} · updated{' '}
              {dateTime(ticket.updatedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
