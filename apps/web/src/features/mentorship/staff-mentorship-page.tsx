import { AvailabilitySchema, type AvailabilityWindow } from '@codingkaro/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { StaffLoading, StaffOnly, StaffPage } from '../../components/staff/staff-page';
import { Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/form-field';
import { usePageTitle } from '../../components/ui/page-title';
import { EmptyState, QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { issueText } from '../../lib/form-errors';
import { useServicesConfig } from '../../lib/services-config';
import { useMentorBookings, useMyAvailability, useSaveAvailability } from './api/mentorship-api';
import { formatSession, viewerZone } from './slot-picker';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const fieldClasses =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
/** The first problem with the windows in words ("Window 2 (Monday): ..."), checked with the contract before saving. */
export function availabilityProblem(timeZone: string, windows: AvailabilityWindow[]): string | null {
  const parsed = AvailabilitySchema.safeParse({ timeZone, windows });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return null;
  const [field, index, part] = issue.path;
  if (field === 'windows' && typeof index === 'number') {
    const row = windows[index];
    const where = `Window ${index + 1}${row ? ` (${WEEKDAYS[row.weekday] ?? ''})` : ''}`;
    const label = part === 'start' ? 'The start time' : part === 'end' ? 'The end time' : 'The window';
    return `${where}: ${issueText(issue, label)}`;
  }
  return issueText(issue, field === 'timeZone' ? 'The time zone' : 'The weekly windows');
}

const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  return supported && supported.length > 0 ? supported : [viewerZone(), 'Asia/Kolkata', 'UTC'];
};

function AvailabilityEditor({ initial }: { initial: { timeZone: string; windows: AvailabilityWindow[] } }) {
  const save = useSaveAvailability();
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [windows, setWindows] = useState(initial.windows);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (index: number, patch: Partial<AvailabilityWindow>) =>
    setWindows((all) => all.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const found = availabilityProblem(timeZone, windows);
        setProblem(found);
        if (!found) save.mutate({ timeZone, windows });
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
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {!problem && save.isError && <ErrorAlert>{errorMessage(save.error)}</ErrorAlert>}
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

  if (status === 'loading' || config.isPending) return <StaffLoading />;
  if (!user || !isMentor) return <StaffOnly who="Mentors" />;
  return (
    <StaffPage title="Mentor dashboard">
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section className={cardClasses}>
          <h2 className="mb-1 text-lg font-semibold">Weekly availability</h2>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            One-hour sessions are offered inside these windows for the next 14 days.
          </p>
          <QueryState query={availability} loadingLabel="Loading..." loadingClassName="py-6">
            {(data) => <AvailabilityEditor initial={data.availability} />}
          </QueryState>
        </section>
        <section>
          <h2 className="mb-4 text-lg font-semibold">Upcoming sessions</h2>
          <QueryState
            query={sessions}
            loadingLabel="Loading..."
            loadingClassName="py-6"
            isEmpty={(data) => data.bookings.length === 0}
            empty={<EmptyState>No sessions booked yet.</EmptyState>}
          >
            {(data) => (
              <ul className="space-y-2">
                {data.bookings.map((b) => (
                  <li key={b.id} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
                    <strong>{formatSession(b.startsAt)}</strong> · {b.learner.name} ({b.learner.email}) ·{' '}
                    {b.status === 'confirmed' ? 'confirmed' : 'awaiting payment'}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </div>
    </StaffPage>
  );
}
