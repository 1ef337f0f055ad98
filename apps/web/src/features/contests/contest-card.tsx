import type { Contest } from '@codingkaro/contracts';
import { BookOpen, CalendarPlus, CheckCircle2, Clock, Copy, ExternalLink, PlayCircle, Radio } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { formatDate } from '../../lib/date-format';
import { contestIcsUrl } from './api/contests-api';
import { countdownLabel, endOf, isLive, isPast, startOf } from './contest-time';
import { copyText } from './copy-text';
import { platformStyle } from './platform-style';
import { ReminderControl } from './reminder-control';

const dateFormat = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const timeFormat = { hour: 'numeric', minute: '2-digit' } as const;

/** One contest (spec 2, "Contest card"), times in the viewer's time zone. */
export function ContestCard({ contest, now }: { contest: Contest; now: number }) {
  const past = isPast(contest, now);
  const live = isLive(contest, now);
  const start = startOf(contest);
  const end = endOf(contest);
  const completed = past && !live;
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      aria-label={contest.title}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <time dateTime={contest.start_time} className="font-medium text-slate-600 dark:text-slate-300">
          {formatDate(start, dateFormat)}
        </time>
        {completed && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> Completed
          </span>
        )}
        {live && (
          <span className="inline-flex items-center gap-1 rounded-full bg-rose-500/15 px-2 py-0.5 text-xs font-semibold text-rose-700 dark:text-rose-300">
            <Radio className="h-3.5 w-3.5" aria-hidden /> Live now
          </span>
        )}
        <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${platformStyle[contest.platform].chip}`}>
          {contest.platform}
        </span>
      </div>
      <h3 className="text-base font-semibold leading-snug text-slate-900 dark:text-white">{contest.title}</h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <Clock className="h-4 w-4 shrink-0" aria-hidden />
        <span>
          {formatDate(start, timeFormat)} – {formatDate(end, timeFormat)}
          {contest.duration === null && <span className="text-slate-500"> (length not published; 2 h assumed)</span>}
        </span>
      </p>
      <p className="font-mono text-sm tabular-nums text-indigo-700 dark:text-indigo-300" data-testid="countdown">
        {countdownLabel(contest, now)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <a href={contest.url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm')}>
          <ExternalLink className="h-4 w-4" aria-hidden /> {past ? 'View Contest' : 'Join Contest'}
        </a>
        {!past && !live && <ReminderControl contest={contest} now={now} />}
        {past && (
          <span
            aria-disabled="true"
            className={buttonClasses('secondary', 'sm', 'cursor-default opacity-70')}
            title="No recording is linked yet"
          >
            <PlayCircle className="h-4 w-4" aria-hidden /> Video Soon
          </span>
        )}
        {past &&
          (contest.solution_link ? (
            <a
              href={contest.solution_link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              <BookOpen className="h-4 w-4" aria-hidden /> Editorial
            </a>
          ) : (
            <span
              aria-disabled="true"
              className={buttonClasses('secondary', 'sm', 'cursor-default opacity-70')}
              title="The platform has not published an editorial link we could find"
            >
              <BookOpen className="h-4 w-4" aria-hidden /> Editorial
            </span>
          ))}
        {!past && (
          <a href={contestIcsUrl(contest._id)} className={buttonClasses('ghost', 'sm')} download>
            <CalendarPlus className="h-4 w-4" aria-hidden /> Add to calendar
          </a>
        )}
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => void copyText(contest.url, 'Link copied')}>
          <Copy className="h-4 w-4" aria-hidden /> Copy Link
        </button>
      </div>
    </article>
  );
}

export function ContestCardSkeleton() {
  return (
    <div
      aria-hidden
      className="h-52 animate-pulse rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
    />
  );
}
