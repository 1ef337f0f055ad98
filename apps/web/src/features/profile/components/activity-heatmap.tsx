import { useLayoutEffect, useRef } from 'react';
import { type ActivitySource, intensity, yearWeeks } from '../lib/activity-calendar';

const LEVEL_CLASSES = [
  'bg-slate-100 dark:bg-slate-800',
  'bg-emerald-200 dark:bg-emerald-900',
  'bg-emerald-400 dark:bg-emerald-700',
  'bg-emerald-500 dark:bg-emerald-500',
  'bg-emerald-700 dark:bg-emerald-300',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface HeatmapProps {
  year: number;
  days: Map<string, number>;
  filter: ActivitySource | 'all';
}

/** The yearly grid: a column per week (Sunday first), five intensity levels, Less-to-More legend. */
export default function ActivityHeatmap({ year, days, filter }: HeatmapProps) {
  const weeks = yearWeeks(year);
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the grid scrolls: this year opens at its latest weeks (recent activity), a past year at January.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = year === new Date().getFullYear() ? element.scrollWidth : 0;
  }, [year]);
  let total = 0;
  for (const [day, count] of days) if (day.startsWith(`${year}-`)) total += count;
  return (
    <figure aria-label={`Activity heatmap for ${year}: ${total} in total`}>
      <div ref={scroller} data-testid="heatmap-scroller" className="overflow-x-auto pb-2">
        <div className="inline-flex flex-col gap-1">
          <div className="flex gap-[3px] text-[10px] text-slate-500 dark:text-slate-400" aria-hidden>
            {weeks.map((week) => {
              const firstOfMonth = week.find((slot) => slot.inYear && slot.day.endsWith('-01'));
              return (
                <span key={week[0]?.day} className="w-[11px] overflow-visible whitespace-nowrap">
                  {firstOfMonth ? MONTHS[Number(firstOfMonth.day.slice(5, 7)) - 1] : ''}
                </span>
              );
            })}
          </div>
          <div className="flex gap-[3px]">
            {weeks.map((week) => (
              <div key={week[0]?.day} className="flex flex-col gap-[3px]">
                {week.map(({ day, inYear }) => {
                  if (!inYear) return <span key={day} className="h-[11px] w-[11px]" aria-hidden />;
                  const count = days.get(day) ?? 0;
                  const level = intensity(count, filter);
                  return (
                    <span
                      key={day}
                      title={`${count} on ${day}`}
                      data-day={day}
                      data-level={level}
                      className={`h-[11px] w-[11px] rounded-[2px] ${LEVEL_CLASSES[level]}`}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-500 dark:text-slate-400">
        <span>Less</span>
        {LEVEL_CLASSES.map((classes) => (
          <span key={classes} className={`h-[11px] w-[11px] rounded-[2px] ${classes}`} aria-hidden />
        ))}
        <span>More</span>
      </div>
    </figure>
  );
}
