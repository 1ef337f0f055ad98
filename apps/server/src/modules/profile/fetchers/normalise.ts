import { type ActivityCalendar, emptyPlatformStats, type NamedCount } from '@codingkaro/contracts';
import type { z } from 'zod';
import { UpstreamError, type UpstreamRequest } from '../../../lib/upstream';
import type { FetchContext } from './types';

/** Stats with nothing known yet; each fetcher fills in what its platform really returns. */
export const emptyStats = emptyPlatformStats;

/** A non-negative integer from a number or numeric string, else null. */
export function toCount(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '').trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

export function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * `value` as one URL path segment, percent-encoded. A dots-only value is refused: URL parsing
 * resolves `.` and `..` (and their %2E spellings) as "this" and "the parent" directory, so no
 * encoding keeps them inside the path (the username patterns refuse them first).
 */
export function pathSegment(value: string): string {
  if (/^\.+$/.test(value)) throw new RangeError('a dots-only value cannot be a URL path segment');
  return encodeURIComponent(value);
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** YYYY-MM-DD of an instant, in UTC. */
export const utcDay = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** "2024-9-3" -> "2024-09-03"; null when it is not a real date. */
export function paddedDay(value: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value.trim());
  if (!match) return null;
  const [, y, m = '', d = ''] = match;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

/** Builds a calendar from day counts, dropping zero days and anything that is not a date. */
export function calendarFrom(days: Iterable<[string, number]>, bucket: ActivityCalendar['bucket']): ActivityCalendar {
  const out: Record<string, number> = {};
  for (const [rawDay, rawCount] of days) {
    const day = paddedDay(rawDay);
    const n = toCount(rawCount);
    if (day && n) out[day] = (out[day] ?? 0) + n;
  }
  const years = [...new Set(Object.keys(out).map((day) => Number(day.slice(0, 4))))].sort((a, b) => b - a);
  return { days: out, bucket, years };
}

/** Counts sorted high to low (then by name), zero counts dropped. */
export function rankedCounts(counts: Map<string, number> | Iterable<[string, number]>): NamedCount[] {
  return [...counts]
    .filter(([, n]) => n > 0)
    .map(([name, n]) => ({ name, count: n }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function increment(map: Map<string, number>, key: string, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Validates an upstream body against the shape the fetcher relies on; a changed shape is a `malformed` failure. */
export function expectShape<S extends z.ZodTypeAny>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UpstreamError('malformed', `answered ${what} in an unexpected shape`);
  return parsed.data;
}

/** The request options every fetcher shares (timeouts and retries from configuration). */
export function requestOptions(ctx: FetchContext, extra: UpstreamRequest = {}): UpstreamRequest {
  return { timeoutMs: ctx.timeoutMs, retries: ctx.retries, backoffMs: ctx.backoffMs, ...extra };
}
