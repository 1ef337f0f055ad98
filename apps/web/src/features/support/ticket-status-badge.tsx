import { STAFF_TICKET_STATUS_LABELS, TICKET_STATUS_LABELS, type TicketStatus } from '@codingkaro/contracts';

const COLORS: Record<TicketStatus, string> = {
  open: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  'waiting-on-you': 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300',
  resolved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  closed: 'bg-slate-200 text-slate-700 dark:bg-slate-700/60 dark:text-slate-300',
};

/** A ticket's state; `staff` words it for the staff member answering (the learner is the one waited on). */
export function TicketStatusBadge({ status, staff = false }: { status: TicketStatus; staff?: boolean }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${COLORS[status]}`}>
      {(staff ? STAFF_TICKET_STATUS_LABELS : TICKET_STATUS_LABELS)[status]}
    </span>
  );
}
