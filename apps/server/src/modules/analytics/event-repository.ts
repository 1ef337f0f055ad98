import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents } from './tables';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export interface DayFigures {
  date: string;
  pageViews: number;
  uniqueVisitors: number;
  activeUsers: number;
}
export interface RouteViews {
  route: string;
  date: string;
  views: number;
}
export interface FunnelCounts {
  home: number;
  problem: number;
  submit: number;
  accepted: number;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function createAnalyticsEventRepository(db: Database) {
  return {
    /** Stores the events whose idempotency key is new; returns how many were stored. */
    async insertNew(events: NewAnalyticsEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      const stored = await db
        .insert(analyticsEvents)
        .values(events)
        .onConflictDoNothing({ target: analyticsEvents.idempotencyKey })
        .returning({ id: analyticsEvents.id });
      return stored.length;
    },

    /** Page views, unique visitors and signed-in active users per UTC day in [from, to). */
    async dailyFigures(from: Date, to: Date): Promise<DayFigures[]> {
      return rows<DayFigures>(
        db,
        sql`select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as "date",
              (count(*) filter (where type = 'pageview'))::int as "pageViews",
              (count(distinct visitor_id) filter (where type = 'pageview'))::int as "uniqueVisitors",
              (count(distinct user_id))::int as "activeUsers"
            from ${analyticsEvents}
            where occurred_at >= ${from.toISOString()} and occurred_at < ${to.toISOString()}
            group by 1 order by 1`,
      );
    },

    async routeViews(from: Date, to: Date): Promise<RouteViews[]> {
      return rows<RouteViews>(
        db,
        sql`select coalesce(route, path) as "route",
              to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as "date",
              count(*)::int as "views"
            from ${analyticsEvents}
            where type = 'pageview' and occurred_at >= ${from.toISOString()} and occurred_at < ${to.toISOString()}
            group by 1, 2 order by 2, 3 desc, 1`,
      );
    },

    /**
     * The funnel home -> problem -> submit -> Accepted, counting people (a signed-in user by id,
     * a guest by visitor id) whose first step of each kind came no earlier than the step before.
     */
    async funnel(from: Date, to: Date): Promise<FunnelCounts> {
      const [counts] = await rows<FunnelCounts>(
        db,
        sql`with firsts as (
              select coalesce(user_id::text, visitor_id) as actor,
                min(occurred_at) filter (where type = 'pageview' and path = '/') as home,
                min(occurred_at) filter (where type = 'pageview' and path like '/problems/_%') as problem,
                min(occurred_at) filter (where type = 'submit') as submit,
                min(occurred_at) filter (where type = 'accepted') as accepted
              from ${analyticsEvents}
              where occurred_at >= ${from.toISOString()} and occurred_at < ${to.toISOString()}
              group by 1
            )
            select (count(*) filter (where home is not null))::int as "home",
              (count(*) filter (where problem >= home))::int as "problem",
              (count(*) filter (where submit >= problem and problem >= home))::int as "submit",
              (count(*) filter (where accepted >= submit and submit >= problem and problem >= home))::int as "accepted"
            from firsts`,
      );
      return counts ?? { home: 0, problem: 0, submit: 0, accepted: 0 };
    },
  };
}
export type AnalyticsEventRepository = ReturnType<typeof createAnalyticsEventRepository>;
