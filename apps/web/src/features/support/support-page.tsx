import { LifeBuoy, Mail } from 'lucide-react';
import { ServicePage, ServiceSection } from '../../components/services/service-page';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { useMyTickets } from './api/support-api';
import { GuestTicketForm } from './guest-ticket-form';
import { NewTicketForm } from './new-ticket-form';
import { TicketList } from './ticket-list';

function ContactLine() {
  const email = useServicesConfig().data?.supportEmail;
  if (!email) return null;
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
      <Mail className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden />
      Prefer email? Write to{' '}
      <a className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400" href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
}

function MyTickets() {
  return (
    <QueryState
      query={useMyTickets(true)}
      loadingLabel="Loading your tickets..."
      loadingClassName="py-8"
      errorPrefix="Your tickets could not be loaded."
      isEmpty={(data) => data.tickets.length === 0}
      empty={<EmptyState>You have no tickets yet.</EmptyState>}
    >
      {(data) => <TicketList tickets={data.tickets} />}
    </QueryState>
  );
}

/** /support: the help page: contact address, a new ticket, and the viewer's tickets. */
export function SupportPage() {
  usePageTitle('Support');
  return (
    <ServicePage
      icon={LifeBuoy}
      title="Help and support"
      intro="Questions about your account, a payment, a course or a bug: open a ticket and our team answers in the thread. You can reply, close it when it is sorted, and reopen it within 14 days."
      details={<ContactLine />}
      auth={useAuth()}
      signInPrompt="Sign in to open a ticket and follow the answers."
      signInLabel="Sign in to get support"
      guestContent={
        <div className="mx-auto mt-8 max-w-2xl">
          <ServiceSection id="guest-ticket-heading" title="No account? Ask us here" card>
            <GuestTicketForm />
          </ServiceSection>
        </div>
      }
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1fr]">
        <ServiceSection id="new-ticket-heading" title="New ticket" card>
          <NewTicketForm />
        </ServiceSection>
        <ServiceSection id="my-tickets-heading" title="Your tickets">
          <MyTickets />
        </ServiceSection>
      </div>
    </ServicePage>
  );
}
