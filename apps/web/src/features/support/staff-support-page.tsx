import {
  STAFF_TICKET_STATUS_LABELS,
  type StaffTicketQuery,
  TICKET_CATEGORY_LABELS,
  TicketCategorySchema,
  TicketStatusSchema,
} from '@codingkaro/contracts';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { StaffLoading, StaffOnly, StaffPage } from '../../components/staff/staff-page';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { useAuth } from '../../lib/auth/auth-provider';
import { useSearchParams } from '../../lib/router';
import { useServicesConfig } from '../../lib/services-config';
import { useStaffTickets } from './api/support-api';
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

  if (status === 'loading' || config.isPending) return <StaffLoading />;
  if (!user || !isStaff) return <StaffOnly who="Staff" />;

  return (
    <StaffPage title="Support queue">
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
                {STAFF_TICKET_STATUS_LABELS[s]}
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
        <QueryState
          query={tickets}
          loadingLabel="Loading tickets..."
          loadingClassName="py-12"
          errorPrefix="The queue could not be loaded."
          isEmpty={(data) => data.tickets.length === 0}
          empty={<EmptyState icon={Inbox}>No tickets match these filters.</EmptyState>}
        >
          {(data) => <TicketList tickets={data.tickets} showRequester />}
        </QueryState>
      </div>
    </StaffPage>
  );
}
