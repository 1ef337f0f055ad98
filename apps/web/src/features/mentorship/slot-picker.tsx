import { Spinner } from '../../components/ui/spinner';
import { useSlots } from './mentorship-api';

export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
export const formatSession = (iso: string) => `${dayFormat.format(new Date(iso))}, ${timeFormat.format(new Date(iso))}`;

/** The mentor's open slots grouped by day, in the viewer's own time zone. */
export function SlotPicker({
  mentorId,
  selected,
  onSelect,
}: {
  mentorId: string;
  selected: string | null;
  onSelect(slot: string): void;
}) {
  const slots = useSlots(mentorId);
  if (slots.isPending) return <Spinner label="Loading open slots..." className="py-6" />;
  if (slots.isError) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
        Open slots could not be loaded. {slots.error.message}
      </p>
    );
  }
  if (slots.data.slots.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">This mentor has no open slots in the next 14 days.</p>;
  }
  const days = new Map<string, string[]>();
  for (const slot of slots.data.slots) {
    const day = dayFormat.format(new Date(slot));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500 dark:text-slate-400">Times shown in your time zone ({viewerZone()}).</p>
      <div className="max-h-80 space-y-3 overflow-y-auto pr-1">
        {[...days].map(([day, daySlots]) => (
          <div key={day}>
            <h4 className="mb-1 text-sm font-medium">{day}</h4>
            <div className="flex flex-wrap gap-2">
              {daySlots.map((slot) => (
                <button
                  key={slot}
                  type="button"
                  aria-pressed={selected === slot}
                  onClick={() => onSelect(slot)}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white dark:border-slate-700"
                >
                  {timeFormat.format(new Date(slot))}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
