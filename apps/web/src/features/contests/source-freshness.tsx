import { CONTEST_PLATFORM_NAMES, CONTEST_PLATFORMS, type ContestSourceStatus } from '@codingkaro/contracts';
import { AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import { freshnessLine } from './contest-time';

const listClasses = 'space-y-1 text-xs text-slate-600 dark:text-slate-400';

/**
 * While the platforms' status loads, one "checking…" line per platform stands where its line will be: on a
 * phone the calendar sits below, and lines that appeared late pushed it down.
 */
function CheckingSources() {
  return (
    <ul aria-label="Where the contests come from" aria-busy="true" className={listClasses}>
      {CONTEST_PLATFORMS.map((platform) => (
        <li key={platform} className="flex items-start gap-1.5">
          <CircleDashed className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden />
          <span>{CONTEST_PLATFORM_NAMES[platform]}: checking…</span>
        </li>
      ))}
    </ul>
  );
}

/** One honest line per platform: how old its contests are and whether it can be reached now. */
export function SourceFreshness({
  sources,
  pending,
  now,
}: {
  sources: ContestSourceStatus[] | undefined;
  /** The status has not answered yet (on failure there is nothing to say, and no line is shown). */
  pending: boolean;
  now: number;
}) {
  if (pending) return <CheckingSources />;
  if (!sources) return null;
  return (
    <ul aria-label="Where the contests come from" className={listClasses}>
      {sources.map((source) => {
        // degraded: fetched, but some rows were unusable and left out
        const failing = Boolean(source.failingSince || (!source.lastSuccessAt && source.lastError) || source.degraded);
        const Icon = failing ? AlertTriangle : source.lastSuccessAt ? CheckCircle2 : CircleDashed;
        return (
          <li
            key={source.platform}
            className="flex items-start gap-1.5"
            title={failing ? (source.lastError ?? undefined) : undefined}
          >
            <Icon
              className={`mt-0.5 h-3.5 w-3.5 shrink-0 ${failing ? 'text-amber-500' : source.lastSuccessAt ? 'text-emerald-500' : 'text-slate-400'}`}
              aria-hidden
            />
            <span data-testid={`freshness-${source.platform}`}>{freshnessLine(source, now)}</span>
          </li>
        );
      })}
    </ul>
  );
}
