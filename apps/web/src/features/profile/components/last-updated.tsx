import type { PlatformEntry } from '@codingkaro/contracts';
import { AlertTriangle, Clock } from 'lucide-react';
import { relativeTimeFormat } from '../../../lib/date-format';

const rtf = () => relativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "3 hours ago", "2 days ago". */
export function sinceLabel(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  if (abs < 3600) return rtf().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf().format(Math.round(seconds / 3600), 'hour');
  return rtf().format(Math.round(seconds / 86_400), 'day');
}

/** A panel's "last updated" line: when its data was fetched, and why it may be old. */
export function LastUpdated({ entry, className = '' }: { entry: PlatformEntry; className?: string }) {
  if (!entry.fetchedAt) return null;
  const stamp = new Date(entry.fetchedAt).toLocaleString();
  return (
    <p className={`flex flex-wrap items-center gap-1 text-xs text-slate-500 dark:text-slate-400 ${className}`}>
      {entry.stale || entry.message ? (
        <AlertTriangle className="h-3.5 w-3.5 text-amber-500" aria-hidden />
      ) : (
        <Clock className="h-3.5 w-3.5" aria-hidden />
      )}
      <span title={stamp}>Last updated {sinceLabel(entry.fetchedAt)}</span>
      {entry.message && <span>· latest refresh failed ({entry.message})</span>}
      {entry.stale && !entry.message && <span>· refreshing</span>}
    </p>
  );
}

/** The oldest "last updated" among several platforms, for panels that combine them. */
export function CombinedLastUpdated({ entries }: { entries: PlatformEntry[] }) {
  const dated = entries.filter((e) => e.fetchedAt).sort((a, b) => (a.fetchedAt ?? '').localeCompare(b.fetchedAt ?? ''));
  const oldest = dated[0];
  if (!oldest?.fetchedAt) return null;
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      From {dated.length} platform{dated.length === 1 ? '' : 's'}; oldest data updated {sinceLabel(oldest.fetchedAt)}
      {dated.some((e) => e.stale) ? ' (some are being refreshed)' : ''}
    </p>
  );
}
