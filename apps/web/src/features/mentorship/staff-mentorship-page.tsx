import type { AvailabilityWindow } from '@codingkaro/contracts';
import { Plus, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { useServicesConfig } from '../../lib/services-config';
import { useMentorBookings, useMyAvailability, useSaveAvailability } from './mentorship-api';
import { formatSession, viewerZone } from './slot-picker';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const fieldClasses =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  return supported && supported.length > 0 ? supported : [viewerZone(), 'Asia/Kolkata', 'UTC'];
};

function AvailabilityEditor({ initial }: { initial: { timeZone: string; windows: AvailabilityWindow[] } }) {
  const save = useSaveAvailability();
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [windows, setWindows] = useState(initial.windows);
  const update = (index: number, patch: Partial<AvailabilityWindow>) =>
    setWindows((all) => all.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ timeZone, windows });
      }}
    >
      <label className="block text-sm font-medium">
        Your time zone
        <select className={`${fieldClasses} mt-1 block w-full`} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
          {[...new Set([timeZone, ...zones()])].map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
      </label>
      <ul className="space-y-2">
        {windows.map((w, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position while edited
          <li key={index} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
            <select
              aria-label="Day"
              className={`${fieldClasses} col-span-2`}
              value={w.weekday}
              onChange={(e) => update(index, { weekday: Number(e.target.value) })}
            >
              {WEEKDAYS.map((day, d) => (
                <option key={day} value={d}>
                  {day}
                </option>
              ))}
            </select>
            <input
              aria-label="From"
              type="time"
              className={`${fieldClasses} min-w-0`}
              value={w.start}
              onChange={(e) => update(index, { start: e.target.value })}
            />
            <span className="text-sm">to</span>
            <input
              aria-label="To"
              type="time"
              className={`${fieldClasses} min-w-0`}
              value={w.end}
              onChange={(e) => update(index, { end: e.target.value })}
            />
            <Button
              variant="secondary"
              className="col-start-3 row-start-1 justify-self-end"
              aria-label="Remove this window"
              onClick={() => setWindows((all) => all.filter((_, i) => i !== index))}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setWindows((all) => [...all, { weekday: 1, start: '18:00', end: '20:00' }])}>
        <Plus className="h-4 w-4" aria-hidden /> Add a weekly window
      </Button>
      {save.isError && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && <p className="text-sm text-emerald-700 dark:text-emerald-400">Availability saved.</p>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      </div>
    </form>
  );
}

/** /staff/mentorship: a mentor's weekly availability (in their zone) and upcoming sessions. */
export function StaffMentorshipPage() {
  usePageTitle('Mentor dashboard');
  const { user, status } = useAuth();
  const config = useServicesConfig();
  const isMentor = config.data?.roles.includes('mentor') ?? false;
  const availability = useMyAvailability(isMentor);
  const sessions = useMentorBookings(isMentor);

  if (status === 'loading' || config.isPending) return <Spinner label="Loading..." className="py-40" />;
  if (!user || !isMentor) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-40 text-center">
        <ShieldAlert className="h-10 w-10 text-amber-500" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">This page is for staff only.</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Mentors are named in the server's configuration.</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 pt-28 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Mentor dashboard</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-1 text-lg font-semibold">Weekly availability</h2>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            One-hour sessions are offered inside these windows for the next 14 days.
          </p>
          {availability.isPending ? (
            <Spinner label="Loading..." className="py-6" />
          ) : availability.isError ? (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {availability.error.message}
            </p>
          ) : (
            <AvailabilityEditor initial={availability.data.availability} />
          )}
        </section>
        <section>
          <h2 className="mb-4 text-lg font-semibold">Upcoming sessions</h2>
          {sessions.isPending ? (
            <Spinner label="Loading..." className="py-6" />
          ) : sessions.isError ? (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {sessions.error.message}
            </p>
          ) : sessions.data.bookings.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No sessions booked yet.</p>
          ) : (
            <ul className="space-y-2">
              {sessions.data.bookings.map((b) => (
                <li key={b.id} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
                  <strong>{formatSession(b.startsAt)}</strong> · {b.learner.name} ({b.learner.email}) ·{' '}
                  {b.status === 'confirmed' ? 'confirmed' : 'awaiting payment'}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
