import { createHash } from 'node:crypto';
import { type AnalyticsSummary, FUNNEL_STEPS, type TrackRequest } from '@codingkaro/contracts';
import type { DomainEvents } from '../../lib/domain-events';
import type { AnalyticsEventRepository, NewAnalyticsEvent } from './event-repository';
import type { VisitorIds } from './visitor-ids';

/** Records older than this (a long-offline queue) are dropped rather than back-filled. */
export const MAX_EVENT_AGE_MS = 30 * 86_400_000;
/** A client clock this far ahead is not trusted; the receive time is used instead. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface Visitor {
  ip: string;
  userAgent: string;
  userId: string | null;
  /** The path of the page the request came from (its Referer, same site only), for records without one. */
  pagePath?: string | null;
}

/**
 * A record's idempotency key: the client's `id`, else one derived from the record itself (the spec's
 * payload has no id), so the same record sent twice by one visitor is still stored once.
 */
function idempotencyKeyOf(record: TrackRequest, visitorId: string, path: string): string {
  if (record.id) return `c:${record.id}`;
  const fields = [visitorId, record.type, path, record.route ?? '', record.component ?? '', record.value ?? '', record.timestamp];
  return `d:${createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 32)}`;
}

export interface AnalyticsServiceDeps {
  events: AnalyticsEventRepository;
  visitorIds: VisitorIds;
  now?: () => Date;
}

export function createAnalyticsService({ events, visitorIds, now = () => new Date() }: AnalyticsServiceDeps) {
  return {
    /** Stores new records (replays are ignored by their idempotency key); returns how many were stored. */
    async track(records: TrackRequest[], visitor: Visitor): Promise<number> {
      const receivedAt = now();
      const visitorId = await visitorIds.visitorId(visitor.ip, visitor.userAgent);
      const rows: NewAnalyticsEvent[] = [];
      for (const record of records) {
        const clientTime = new Date(record.timestamp).getTime();
        if (receivedAt.getTime() - clientTime > MAX_EVENT_AGE_MS) continue;
        const occurredAt = clientTime - receivedAt.getTime() > MAX_CLOCK_SKEW_MS ? receivedAt : new Date(clientTime);
        const path = record.path ?? visitor.pagePath ?? '/';
        rows.push({
          idempotencyKey: idempotencyKeyOf(record, visitorId, path),
          type: record.type,
          path,
          route: record.route ?? null,
          component: record.component ?? null,
          value: record.value ?? null,
          visitorId,
          userId: visitor.userId,
          occurredAt,
          receivedAt,
        });
      }
      return events.insertNew(rows);
    },

    /** Submissions and Accepted verdicts come from the problems module, so the funnel's last steps need no client. */
    async onProblemSubmitted(event: DomainEvents['problem.submitted']): Promise<void> {
      const base = {
        path: `/problems/${event.problemSlug}`,
        route: '/problems/:slug',
        userId: event.userId,
        occurredAt: event.at,
        receivedAt: now(),
      };
      const key = `s:${event.userId}:${event.problemSlug}:${event.at.getTime()}`;
      const rows: NewAnalyticsEvent[] = [{ ...base, idempotencyKey: `${key}:submit`, type: 'submit' }];
      if (event.accepted) rows.push({ ...base, idempotencyKey: `${key}:accepted`, type: 'accepted' });
      await events.insertNew(rows);
    },

    /** The admin page's figures for the last `days` UTC days, today included. */
    async summary(days: number): Promise<AnalyticsSummary> {
      const today = now().toISOString().slice(0, 10);
      const to = new Date(`${today}T00:00:00.000Z`);
      to.setUTCDate(to.getUTCDate() + 1);
      const from = new Date(to);
      from.setUTCDate(from.getUTCDate() - days);
      const [figures, routes, funnel] = await Promise.all([
        events.dailyFigures(from, to),
        events.routeViews(from, to),
        events.funnel(from, to),
      ]);
      const byDate = new Map(figures.map((f) => [f.date, f]));
      const allDays = Array.from({ length: days }, (_, i) => {
        const date = new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return byDate.get(date) ?? { date, pageViews: 0, uniqueVisitors: 0, activeUsers: 0 };
      });
      return {
        success: true,
        from: allDays[0]?.date ?? today,
        to: today,
        days: allDays,
        routes,
        funnel: FUNNEL_STEPS.map(({ step, label }) => ({ step, label, count: funnel[step] })),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
