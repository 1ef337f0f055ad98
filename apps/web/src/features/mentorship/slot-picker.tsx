import { EmptyState, QueryState } from '../../components/ui/query-state';
import { dateTimeFormat } from '../../lib/date-format';
import { useSlots } from './api/mentorship-api';

export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayFormat = () => dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = () => dateTimeFormat({ hour: '2-digit', minute: '2-digit' });
export const formatSession = (iso: string) => `${dayFormat().format(new Date(iso))}, ${timeFormat().format(new Date(iso))}`;

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
  return (
    <QueryState
      query={useSlots(mentorId)}
      loadingLabel="Loading open slots..."
      loadingClassName="py-6"
      errorPrefix="Open slots could not be loaded."
      isEmpty={(data) => data.slots.length === 0}
      empty={<EmptyState>This mentor has no open slots in the next 14 days.</EmptyState>}
    >
      {(data) => <SlotDays slots={data.slots} selected={selected} onSelect={onSelect} />}
    </QueryState>
  );
}

function SlotDays({ slots, selected, onSelect }: { slots: string[]; selected: string | null; onSelect(slot: string): void }) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = dayFormat().format(new Date(slot));
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
                  {timeFormat().format(new Date(slot))}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
