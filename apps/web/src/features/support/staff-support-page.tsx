import {
  type StaffTicketQuery,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TicketCategorySchema,
  TicketStatusSchema,
} from '@codingkaro/contracts';
import { Inbox, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { useStaffTickets } from './support-api';
import { TicketList } from './ticket-list';

const selectClasses =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** /staff/support: the support queue for admins, longest-waiting first, filtered by status, category and subject. */
export function StaffSupportPage() {
  usePageTitle('Support queue');
  const { user, status } = useAuth();
  const config = useServicesConfig();
  const isStaff = config.data?.roles.includes('admin') ?? false;
  const [params, setParams] = useSearchParams();
  const filters: StaffTicketQuery = {
    status: TicketStatusSchema.safeParse(params.get('status') ?? 'open').data,
    category: TicketCategorySchema.safeParse(params.get('category')).data,
    search: params.get('q') || undefined,
  };
  const [search, setSearch] = useState(filters.search ?? '');
  const tickets = useStaffTickets(filters, isStaff);

  const setFilter = (key: string, value: string) =>
    setParams(
      (next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (status === 'loading' || config.isPending) return <Spinner label="Loading..." className="py-40" />;
  if (!user || !isStaff) {
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
      <h1 className="text-2xl font-bold tracking-tight">Support queue</h1>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', search.trim());
        }}
        aria-label="Filter tickets"
      >
        <label className="text-sm">
          <span className="block font-medium">Status</span>
          <select
            className={selectClasses}
            value={params.get('status') ?? 'open'}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="all">Any status</option>
            {TicketStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {TICKET_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">Category</span>
          <select
            className={selectClasses}
            value={filters.category ?? ''}
            onChange={(e) => setFilter('category', e.target.value)}
          >
            <option value="">Any category</option>
            {TicketCategorySchema.options.map((c) => (
              <option key={c} value={c}>
                {TICKET_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-48 flex-1 text-sm">
          <span className="block font-medium">Subject contains</span>
          <input className={`${selectClasses} w-full`} value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
        </label>
        <button type="submit" className="h-9 rounded-lg bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500">
          Search
        </button>
      </form>

      <div className="mt-6">
        {tickets.isPending ? (
          <Spinner label="Loading tickets..." className="py-12" />
        ) : tickets.isError ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            The queue could not be loaded. {tickets.error.message}
          </p>
        ) : tickets.data.tickets.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Inbox className="h-5 w-5" aria-hidden /> No tickets match these filters.
          </p>
        ) : (
          <TicketList tickets={tickets.data.tickets} showRequester />
        )}
      </div>
    </div>
  );
}
