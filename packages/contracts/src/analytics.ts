import { z } from 'zod';

/** Spec 9 "Analytics": the client's offline queue and retry policy. */
export const ANALYTICS_QUEUE_LIMIT = 100;
export const ANALYTICS_MAX_RETRIES = 3;
export const ANALYTICS_BACKOFF_BASE_MS = 1000;
export const ANALYTICS_BACKOFF_CAP_MS = 10_000;
export const ANALYTICS_TIMEOUT_MS = 10_000;
/** Scroll depths reported once per page view, in percent (spec 7). */
export const SCROLL_DEPTHS = [25, 50, 75, 90, 100] as const;
/** An engagement checkpoint while the page is visible (spec 7). */
export const ENGAGEMENT_INTERVAL_MS = 30_000;
/** At most this many records in one batch request. */
export const ANALYTICS_BATCH_LIMIT = 100;

export const AnalyticsEventTypeSchema = z.enum(['pageview', 'scroll', 'engagement', 'component']);
export type AnalyticsEventType = z.infer<typeof AnalyticsEventTypeSchema>;

/**
 * One tracked record (spec 3, "Offline analytics record": the payload plus its timestamp), as our
 * web client sends it. `id` is the client's idempotency key: a record sent twice (a replayed batch)
 * is stored once.
 */
export const TrackEventSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, - or _'),
  type: AnalyticsEventTypeSchema,
  /** The page path without query string or hash. */
  path: z.string().max(512).regex(/^\//, 'must start with /'),
  /** The route pattern the path matched, e.g. /problems/:slug. */
  route: z.string().max(200).regex(/^\//, 'must start with /').optional(),
  /** The viewed component (the spec's tracked view payload), null when not about one. */
  component: z.string().max(100).nullable().optional(),
  /** Scroll depth in percent, or engaged seconds. */
  value: z.number().int().min(0).max(86_400).optional(),
  /** When it happened on the client (ISO 8601). */
  timestamp: z.string().datetime({ offset: true }),
  /** Sent by the spec's client; the server reads the request's own header and stores neither. */
  userAgent: z.string().max(512).optional(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

/**
 * What the track routes accept: our record, or the spec's own payload `{ component, timestamp,
 * userAgent }` as it is. Without `id` the server derives the key from the record itself, `type`
 * defaults to `component` and `path` to the page the request came from (its Referer), else `/`.
 */
export const TrackRequestSchema = TrackEventSchema.extend({
  id: TrackEventSchema.shape.id.optional(),
  type: AnalyticsEventTypeSchema.default('component'),
  path: TrackEventSchema.shape.path.optional(),
});
export type TrackRequest = z.infer<typeof TrackRequestSchema>;

export const TrackBatchRequestSchema = z.array(TrackRequestSchema).min(1).max(ANALYTICS_BATCH_LIMIT);

export const TrackResponseSchema = z.object({
  success: z.literal(true),
  /** Records received in this request. */
  received: z.number().int(),
  /** Records newly stored (a replay stores nothing; records older than the retention window are dropped). */
  stored: z.number().int(),
});
export type TrackResponse = z.infer<typeof TrackResponseSchema>;

export const AnalyticsSummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
});

export const FUNNEL_STEPS = [
  { step: 'home', label: 'Visited home' },
  { step: 'problem', label: 'Opened a problem' },
  { step: 'submit', label: 'Submitted' },
  { step: 'accepted', label: 'Accepted' },
] as const;

export const AnalyticsSummarySchema = z.object({
  success: z.literal(true),
  /** First and last UTC dates covered. */
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({ date: z.string(), pageViews: z.number().int(), uniqueVisitors: z.number().int(), activeUsers: z.number().int() }),
  ),
  routes: z.array(z.object({ route: z.string(), date: z.string(), views: z.number().int() })),
  funnel: z.array(
    z.object({ step: z.enum(['home', 'problem', 'submit', 'accepted']), label: z.string(), count: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
