import {
  type Booking,
  formatRupees,
  MENTORSHIP_CHANGE_CUTOFF_HOURS,
  type Mentor,
  PRICE_LIST,
  TIER_MONTHLY_SESSIONS,
} from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarPlus, MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { CheckoutPanel } from '../../components/payments/checkout-panel';
import { ServicePage, ServiceSection } from '../../components/services/service-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/form-field';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link } from '../../lib/router';
import { downloadInvite, useBook, useCancelBooking, useMentors, useMyBookings, useReschedule } from './api/mentorship-api';
import { mentorshipKeys } from './api/mentorship-keys';
import { formatSession, SlotPicker } from './slot-picker';

const session = PRICE_LIST['mentorship-session'];
const STATUS_TEXT: Record<Booking['status'], string> = {
  'awaiting-payment': 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

function BookingCard({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const cancel = useCancelBooking();
  const reschedule = useReschedule();
  const [moving, setMoving] = useState(false);
  const [newSlot, setNewSlot] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const live = booking.status !== 'cancelled';
  return (
    <article className={`space-y-3 ${cardClasses}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold">{formatSession(booking.startsAt)}</h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            with {booking.mentor.name} · {booking.kind === 'plan' ? 'plan session' : 'one-time session'}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium dark:bg-slate-800">
          {STATUS_TEXT[booking.status]}
        </span>
      </div>
      {booking.status === 'awaiting-payment' && (
        <CheckoutPanel
          purchase={{ kind: 'order', product: 'mentorship-session', reference: booking.id }}
          amountPaise={session.amountPaise}
          title={session.name}
          onPaid={() => queryClient.invalidateQueries({ queryKey: mentorshipKeys.all })}
        />
      )}
      {live && (
        <div className="flex flex-wrap gap-2">
          {booking.status === 'confirmed' && (
            <Button variant="secondary" onClick={() => downloadInvite(booking.id).catch((e) => setProblem(errorMessage(e)))}>
              <CalendarPlus className="h-4 w-4" aria-hidden /> Add to calendar (.ics)
            </Button>
          )}
          {booking.status === 'confirmed' && booking.interviewRoomUrl && (
            <Link to={new URL(booking.interviewRoomUrl).pathname} className={buttonClasses('primary', 'md')}>
              <MessagesSquare className="h-4 w-4" aria-hidden /> Open the interview room
            </Link>
          )}
          {booking.changeable && (
            <>
              <Button variant="secondary" onClick={() => setMoving((m) => !m)}>
                Reschedule
              </Button>
              <Button
                variant="secondary"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(booking.id, { onError: (e) => setProblem(errorMessage(e)) })}
              >
                Cancel session
              </Button>
            </>
          )}
        </div>
      )}
      {live && !booking.changeable && (
        <p className="text-xs text-slate-500 dark:text-slate-400">Changes close 24 hours before the session.</p>
      )}
      {moving && (
        <div className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <SlotPicker mentorId={booking.mentor.id} selected={newSlot} onSelect={setNewSlot} />
          <Button
            disabled={!newSlot || reschedule.isPending}
            onClick={() =>
              newSlot &&
              reschedule.mutate(
                { id: booking.id, startsAt: newSlot },
                { onSuccess: () => setMoving(false), onError: (e) => setProblem(errorMessage(e)) },
              )
            }
          >
            Move to {newSlot ? formatSession(newSlot) : 'the chosen time'}
          </Button>
        </div>
      )}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
    </article>
  );
}

function BookingForm({ planLeft }: { planLeft: number }) {
  return (
    <QueryState
      query={useMentors()}
      loadingLabel="Loading mentors..."
      loadingClassName="py-6"
      errorPrefix="Mentors could not be loaded."
      isEmpty={(data) => data.mentors.length === 0}
      empty={<EmptyState>No mentor has published availability yet. Please check back soon.</EmptyState>}
    >
      {(data) => <MentorBooking mentors={data.mentors} planLeft={planLeft} />}
    </QueryState>
  );
}

/** Whether a session starting at `slot` is already inside the window where it can no longer be changed. */
export const insideChangeCutoff = (slot: string, now = Date.now()) =>
  new Date(slot).getTime() - now < MENTORSHIP_CHANGE_CUTOFF_HOURS * 3_600_000;

/** Said before booking a slot less than 24 h away: once booked it can be neither moved nor cancelled. */
export function LateBookingWarning({ slot, id, now }: { slot: string | null; id: string; now?: number }) {
  if (!slot || !insideChangeCutoff(slot, now)) return null;
  return (
    <p
      id={id}
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      This session starts in less than {MENTORSHIP_CHANGE_CUTOFF_HOURS} hours. Once booked, it cannot be rescheduled or cancelled.
    </p>
  );
}

function MentorBooking({ mentors, planLeft }: { mentors: Mentor[]; planLeft: number }) {
  const book = useBook();
  const [mentorId, setMentorId] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const chosen = mentorId ?? mentors[0]?.id ?? null;
  const warningId = useId();
  const late = slot !== null && insideChangeCutoff(slot);
  const submit = (kind: 'plan' | 'one-time') =>
    chosen && slot && book.mutate({ mentorId: chosen, startsAt: slot, kind }, { onSuccess: () => setSlot(null) });
  return (
    <div className="space-y-4">
      <label className="block text-sm font-medium">
        Mentor
        <select
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          value={chosen ?? ''}
          onChange={(e) => {
            setMentorId(e.target.value);
            setSlot(null);
          }}
        >
          {mentors.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.timeZone})
            </option>
          ))}
        </select>
      </label>
      {chosen && <SlotPicker mentorId={chosen} selected={slot} onSelect={setSlot} />}
      <LateBookingWarning slot={slot} id={warningId} />
      {book.isError && <ErrorAlert>{errorMessage(book.error)}</ErrorAlert>}
      <div className="flex flex-wrap gap-2">
        {planLeft > 0 && (
          <Button
            disabled={!slot || book.isPending}
            aria-describedby={late ? warningId : undefined}
            onClick={() => submit('plan')}
          >
            Book with my plan ({planLeft} left this month)
          </Button>
        )}
        <Button
          variant={planLeft > 0 ? 'secondary' : undefined}
          disabled={!slot || book.isPending}
          aria-describedby={late ? warningId : undefined}
          onClick={() => submit('one-time')}
        >
          Book a one-time session · {formatRupees(session.amountPaise)}
        </Button>
      </div>
    </div>
  );
}

function SignedIn() {
  return (
    <QueryState
      query={useMyBookings(true)}
      loadingLabel="Loading your sessions..."
      loadingClassName="py-10"
      errorPrefix="Your sessions could not be loaded."
    >
      {({ plan, bookings }) => (
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1fr]">
          <ServiceSection
            id="book-heading"
            title="Book a session"
            card
            className="h-fit"
            description={
              plan
                ? `Your ${plan.tier} plan: ${plan.used} of ${plan.allowance} sessions used this month.`
                : 'No monthly plan: pay per session, or choose a plan on the pricing page.'
            }
          >
            <BookingForm planLeft={plan ? Math.max(0, plan.allowance - plan.used) : 0} />
          </ServiceSection>
          <ServiceSection id="sessions-heading" title="Your sessions">
            {bookings.length === 0 ? (
              <EmptyState>You have no sessions yet.</EmptyState>
            ) : (
              <div className="space-y-4">
                {bookings.map((b) => (
                  <BookingCard key={b.id} booking={b} />
                ))}
              </div>
            )}
          </ServiceSection>
        </div>
      )}
    </QueryState>
  );
}

/** /mentorship: what it is and its prices; signed in: book, pay, reschedule, cancel, calendar invites. */
export function MentorshipPage() {
  usePageTitle('Mentorship');
  return (
    <ServicePage
      icon={CalendarCheck}
      title="Mentorship"
      intro="One-hour calls with a mentor: mock interviews, career questions or a code walkthrough. Pick a time in your own time zone; reschedule or cancel up to 24 hours before."
      details={
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          One-time session <strong>{formatRupees(session.amountPaise)}</strong> · plans from{' '}
          <strong>{formatRupees(PRICE_LIST['mentorship-basic'].amountPaise)}</strong>/month ({TIER_MONTHLY_SESSIONS.basic}-
          {TIER_MONTHLY_SESSIONS.enterprise} sessions).{' '}
          <Link to="/pricing" className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400">
            See pricing
          </Link>
        </p>
      }
      auth={useAuth()}
      signInPrompt="Sign in to see open slots and book a session."
      signInLabel="Sign in to start"
    >
      <SignedIn />
    </ServicePage>
  );
}
