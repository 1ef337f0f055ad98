import { bigserial, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One secret salt per UTC day for visitor hashes. Deleted 48 h after it was created, after which
 * nobody (the operator included) can link a visitor id to an IP address and user agent again.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * First-party analytics events. No cookie, no IP address, no user agent: `visitor_id` is a hash of
 * (that day's salt, IP, user agent). `idempotency_key` is the client's id for the event, so a
 * replayed batch is stored once.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** pageview, scroll, engagement, component, submit, accepted */
    type: text('type').notNull(),
    /** The page path (no query string); null for server-side events. */
    path: text('path'),
    /** The route pattern the path matched (e.g. /problems/:slug), for per-route counts. */
    route: text('route'),
    component: text('component'),
    /** Scroll depth in percent, engaged seconds, ... depending on `type`. */
    value: integer('value'),
    visitorId: text('visitor_id'),
    userId: uuid('user_id'),
    /** The client's event time (clamped to the receive time when in the future). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    index('analytics_events_type_occurred_at_idx').on(table.type, table.occurredAt),
  ],
);
