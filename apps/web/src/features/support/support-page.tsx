import { LifeBuoy, LogIn, Mail } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { NewTicketForm } from './new-ticket-form';
import { useMyTickets } from './support-api';
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
  const tickets = useMyTickets(true);
  if (tickets.isPending) return <Spinner label="Loading your tickets..." className="py-8" />;
  if (tickets.isError) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
        Your tickets could not be loaded. {tickets.error.message}
      </p>
    );
  }
  if (tickets.data.tickets.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">You have no tickets yet.</p>;
  }
  return <TicketList tickets={tickets.data.tickets} />;
}

/** /support: the help page: contact address, a new ticket, and the viewer's tickets. */
export function SupportPage() {
  usePageTitle('Support');
  const { user, status, signIn } = useAuth();

  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 pt-28 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-indigo-500/15 text-indigo-600 dark:text-indigo-300">
          <LifeBuoy className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Help and support</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Questions about your account, a payment, a course or a bug: open a ticket and our team answers in the thread. You can
          reply, close it when it is sorted, and reopen it within 14 days.
        </p>
        <ContactLine />
      </header>

      {status === 'loading' ? (
        <Spinner label="Loading..." className="py-16" />
      ) : !user ? (
        <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <p className="text-slate-700 dark:text-slate-300">Sign in to open a ticket and follow the answers.</p>
          <Button className="mt-4" onClick={signIn}>
            <LogIn className="h-4 w-4" aria-hidden /> Sign in to get support
          </Button>
        </div>
      ) : (
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1fr]">
          <section
            aria-labelledby="new-ticket-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="new-ticket-heading" className="mb-4 text-lg font-semibold">
              New ticket
            </h2>
            <NewTicketForm />
          </section>
          <section aria-labelledby="my-tickets-heading">
            <h2 id="my-tickets-heading" className="mb-4 text-lg font-semibold">
              Your tickets
            </h2>
            <MyTickets />
          </section>
        </div>
      )}
    </div>
  );
}
