import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { usePastProblems } from '../api/get-problem-of-the-day';
import { addMonths, dayLabel, monthLabel } from '../lib/time-text';
import { DifficultyPill } from './difficulty-pill';

/** Earlier problems of the day, a month at a time, newest first. */
export function PastProblems({ viewer, today }: { viewer: string | null; today: string }) {
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const list = usePastProblems(viewer, month, true);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => setMonth(addMonths(month, -1))} aria-label="Previous month">
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <p className="font-medium" aria-live="polite">
          {monthLabel(month)}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= thisMonth}
          aria-label="Next month"
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label="Loading past problems…" className="py-6" />
      ) : list.isError ? (
        <p role="alert" className="py-4 text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(list.error)}
        </p>
      ) : list.data.days.length === 0 ? (
        <p className="py-4 text-sm text-slate-500 dark:text-slate-400">No problems for this month yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {list.data.days.map((day) => (
            <li key={day.date} className="flex items-center gap-3 py-2 text-sm">
              <span className="w-24 shrink-0 text-slate-500 dark:text-slate-400">{dayLabel(day.date)}</span>
              <Link to={`/problems/${day.slug}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
                {day.title}
              </Link>
              <DifficultyPill difficulty={day.difficulty} />
              {day.solved ? (
                <CheckCircle2 className="h-4 w-4 text-emerald-500" aria-label="Solved that day" />
              ) : (
                <span className="h-4 w-4" aria-hidden />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
