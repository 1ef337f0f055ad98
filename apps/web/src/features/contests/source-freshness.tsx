import type { ContestSourceStatus } from '@codingkaro/contracts';
import { AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import { freshnessLine } from './contest-time';

/** One honest line per platform: how old its contests are and whether it can be reached now. */
export function SourceFreshness({ sources, now }: { sources: ContestSourceStatus[] | undefined; now: number }) {
  if (!sources) return null;
  return (
    <ul aria-label="Where the contests come from" className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
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
