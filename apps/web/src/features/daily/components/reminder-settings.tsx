import { REMINDER_HOURS } from '@codingkaro/contracts';
import { Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { clientTimeZone, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useReminder, useSaveReminder } from '../api/reminders';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Opt-in daily email: on/off and the local hour, in the browser's zone. */
export function ReminderSettings({ viewer }: { viewer: string }) {
  const reminder = useReminder(viewer);
  const save = useSaveReminder(viewer);
  const [enabled, setEnabled] = useState(false);
  const [hour, setHour] = useState(9);
  const hourId = useId();
  const current = reminder.data?.reminder;

  useEffect(() => {
    if (!current) return;
    setEnabled(current.enabled);
    setHour(current.hour);
  }, [current]);

  if (reminder.isPending) return <p className="text-sm text-slate-500 dark:text-slate-400">Loading reminder settings…</p>;
  if (reminder.isError) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
        Could not load reminder settings: {errorMessage(reminder.error)}
      </p>
    );
  }
  const zone = clientTimeZone() ?? current?.timeZone ?? 'UTC';
  const changed = !current || current.enabled !== enabled || current.hour !== hour || (enabled && current.timeZone !== zone);

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { enabled, hour, timeZone: zone },
          {
            onSuccess: (answer) =>
              notify.success(answer.reminder.enabled ? `Daily email set for ${hourLabel(hour)}` : 'Daily email turned off'),
            onError: (error) => notify.error(errorMessage(error)),
          },
        );
      }}
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-500"
        />
        <span>
          <span className="flex items-center gap-1.5 font-medium">
            <Mail className="h-4 w-4" aria-hidden /> Email me when reviews are due
          </span>
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            One email a day listing your due reviews and the problem of the day; none when nothing is due.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3 pl-7">
        <label htmlFor={hourId} className="text-sm">
          At
        </label>
        <select
          id={hourId}
          value={hour}
          onChange={(e) => setHour(Number(e.target.value))}
          disabled={!enabled}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
        >
          {REMINDER_HOURS.map((h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </select>
        <span className="text-sm text-slate-500 dark:text-slate-400">{zone}</span>
        <Button type="submit" size="sm" variant="secondary" disabled={!changed || save.isPending}>
          Save
        </Button>
      </div>
      {reminder.data && !reminder.data.emailDelivery && (
        <p className="pl-7 text-xs text-amber-700 dark:text-amber-400">
          This server has no mail relay set up: emails are kept in the staff outbox instead of being sent.
        </p>
      )}
    </form>
  );
}
