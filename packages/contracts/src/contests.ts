import { z } from 'zod';

/** The platforms the contest tracker follows (spec 9, "Lists and paging"). */
export const CONTEST_PLATFORMS = ['leetcode', 'codeforces', 'codechef', 'atcoder'] as const;
export const ContestPlatformSchema = z.enum(CONTEST_PLATFORMS);
export type ContestPlatform = z.infer<typeof ContestPlatformSchema>;

/** Display names for the freshness line and cards. */
export const CONTEST_PLATFORM_NAMES: Record<ContestPlatform, string> = {
  leetcode: 'LeetCode',
  codeforces: 'Codeforces',
  codechef: 'CodeChef',
  atcoder: 'AtCoder',
};

/** At most this many upcoming contests (ascending by start) and past ones (descending) per answer. */
export const MAX_UPCOMING_CONTESTS = 15;
export const MAX_PAST_CONTESTS = 20;
/** Used for a card's time range when the platform gives no duration. */
export const ASSUMED_CONTEST_DURATION_SECONDS = 2 * 60 * 60;

/**
 * Recurring contest series a visitor can filter by, recognised from the platform and title
 * (e.g. "Codeforces Round 995 (Div. 2)" is Codeforces "Div. 2").
 */
export const CONTEST_SERIES = [
  { id: 'cf-div1', platform: 'codeforces', label: 'Div. 1' },
  { id: 'cf-div2', platform: 'codeforces', label: 'Div. 2' },
  { id: 'cf-div3', platform: 'codeforces', label: 'Div. 3' },
  { id: 'cf-div4', platform: 'codeforces', label: 'Div. 4' },
  { id: 'cf-educational', platform: 'codeforces', label: 'Educational' },
  { id: 'lc-weekly', platform: 'leetcode', label: 'Weekly' },
  { id: 'lc-biweekly', platform: 'leetcode', label: 'Biweekly' },
  { id: 'cc-starters', platform: 'codechef', label: 'Starters' },
  { id: 'ac-abc', platform: 'atcoder', label: 'ABC' },
  { id: 'ac-arc', platform: 'atcoder', label: 'ARC' },
  { id: 'ac-agc', platform: 'atcoder', label: 'AGC' },
  { id: 'ac-ahc', platform: 'atcoder', label: 'AHC' },
] as const satisfies readonly { id: string; platform: ContestPlatform; label: string }[];
export const ContestSeriesIdSchema = z.enum(CONTEST_SERIES.map((s) => s.id) as [string, ...string[]]);

/** One contest (spec 3, "Contest"), as stored from its platform. */
export const ContestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  platform: ContestPlatformSchema,
  /** ISO 8601 (UTC). */
  start_time: z.string(),
  /** Seconds; null when the platform gives none (cards then assume 2 hours). */
  duration: z.number().int().min(0).nullable(),
  url: z.string().url(),
  /** True once the contest has ended (platform's own flag, or its end has passed). */
  past: z.boolean(),
  solution_link: z.string().url().nullable().optional(),
  series: ContestSeriesIdSchema.nullable(),
});
export type Contest = z.infer<typeof ContestSchema>;

export const ContestStatusSchema = z.enum(['upcoming', 'past']);
export type ContestStatus = z.infer<typeof ContestStatusSchema>;

/** Comma-separated platform list in a query string ("codeforces,leetcode"). */
const PlatformListSchema = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const names = value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    for (const name of names) {
      if (!ContestPlatformSchema.safeParse(name).success) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `unknown platform "${name.slice(0, 20)}"` });
        return z.NEVER;
      }
    }
    return [...new Set(names)] as ContestPlatform[];
  });

const SearchTextSchema = z.string().trim().max(100);

/** GET /api/codingkaro/contests (all filters optional; no status = both lists, upcoming first). */
export const ListContestsQuerySchema = z.object({
  platform: PlatformListSchema.optional(),
  status: ContestStatusSchema.optional(),
  q: SearchTextSchema.optional(),
  series: ContestSeriesIdSchema.optional(),
});
export type ListContestsQuery = z.input<typeof ListContestsQuerySchema>;
export const ListContestsResponseSchema = z.array(ContestSchema);

/** GET /api/contests.ics: the feed for the same filters as the page. */
export const ContestFeedQuerySchema = z.object({
  platforms: PlatformListSchema.optional(),
  q: SearchTextSchema.optional(),
  series: ContestSeriesIdSchema.optional(),
});

/** How fresh one platform's contests are (the per-source freshness line). */
export const ContestSourceStatusSchema = z.object({
  platform: ContestPlatformSchema,
  /** Last successful fetch (ISO), null when it never succeeded. */
  lastSuccessAt: z.string().nullable(),
  /** First failure since the last success (ISO), null when the last attempt succeeded. */
  failingSince: z.string().nullable(),
  /**
   * Why the last attempt failed ("timed out after 10 s"); after a success, what it had to leave out
   * (see `degraded`); null when it succeeded fully or none was made.
   */
  lastError: z.string().nullable(),
  /** The last fetch succeeded but skipped rows the platform sent unusable (`lastError` says how many). */
  degraded: z.boolean().optional(),
  /** Last attempt of either outcome (ISO), null when none was made yet. */
  lastAttemptAt: z.string().nullable(),
  /** Contests held for this platform. */
  contestCount: z.number().int().min(0),
});
export type ContestSourceStatus = z.infer<typeof ContestSourceStatusSchema>;

/** GET /api/codingkaro/contests/sources */
export const ContestSourcesResponseSchema = z.object({
  success: z.literal(true),
  sources: z.array(ContestSourceStatusSchema),
});
export type ContestSourcesResponse = z.infer<typeof ContestSourcesResponseSchema>;

/** GET /api/codingkaro/contests/fetch */
export const FetchContestsResponseSchema = z.object({
  success: z.literal(true),
  /** False when another refresh ran moments ago (on this or another server) and this one was skipped. */
  refreshed: z.boolean(),
  sources: z.array(ContestSourceStatusSchema),
});
export type FetchContestsResponse = z.infer<typeof FetchContestsResponseSchema>;

/** POST /api/codingkaro/contests/refresh-solutions */
export const RefreshSolutionsResponseSchema = z.object({
  success: z.literal(true),
  /** Contests that gained an editorial link. */
  updated: z.number().int().min(0),
});
export type RefreshSolutionsResponse = z.infer<typeof RefreshSolutionsResponseSchema>;

/** The spec's page texts. */
export const NO_UPCOMING_CONTESTS = 'No upcoming contests found';
export const NO_PAST_CONTESTS = 'No past contests found';

/** Reminder lead times in minutes: 10 minutes, 1 hour, 1 day before the start. */
export const REMINDER_LEAD_MINUTES = [10, 60, 1440] as const;
export type ReminderLeadMinutes = (typeof REMINDER_LEAD_MINUTES)[number];
const LEAD_MESSAGE = 'must be 10, 60 or 1440 (minutes before the start)';
export const ReminderLeadMinutesSchema = z.union([z.literal(10), z.literal(60), z.literal(1440)], {
  errorMap: () => ({ message: LEAD_MESSAGE }),
});
/** The same in a query string ("?leadMinutes=60"). */
const ReminderLeadMinutesQuerySchema = z.coerce.number({ invalid_type_error: LEAD_MESSAGE }).pipe(ReminderLeadMinutesSchema);

/** How a lead time reads in menus and emails ("1 hour before"). */
export const REMINDER_LEAD_LABELS: Record<ReminderLeadMinutes, string> = {
  10: '10 minutes',
  60: '1 hour',
  1440: '1 day',
};

/** One of the viewer's reminders (a contest may have several, one per lead time). */
export const ContestReminderSchema = z.object({
  contestId: z.string(),
  leadMinutes: ReminderLeadMinutesSchema,
  /** ISO: the contest's start minus the lead time (follows the start when the platform moves it). */
  dueAt: z.string(),
  /** ISO, null until the email went out (or was skipped). */
  sentAt: z.string().nullable(),
  contest: z.object({
    title: z.string(),
    platform: ContestPlatformSchema,
    start_time: z.string(),
    url: z.string().url(),
  }),
});
export type ContestReminder = z.infer<typeof ContestReminderSchema>;

/** GET /api/codingkaro/contests/reminders: the viewer's reminders on contests that have not started, by due time. */
export const ListContestRemindersResponseSchema = z.object({
  success: z.literal(true),
  reminders: z.array(ContestReminderSchema),
  /** True when this server emails reminders (SMTP configured); otherwise only the browser alert. */
  emailDelivery: z.boolean(),
});
export type ListContestRemindersResponse = z.infer<typeof ListContestRemindersResponseSchema>;

export const ContestReminderParamsSchema = z.object({ id: z.string().uuid('must be a contest id') });

/** PUT /api/codingkaro/contests/:id/reminders: adds one lead time (setting it again changes nothing). */
export const SetContestReminderRequestSchema = z.object({ leadMinutes: ReminderLeadMinutesSchema });
export type SetContestReminderRequest = z.infer<typeof SetContestReminderRequestSchema>;

/** DELETE /api/codingkaro/contests/:id/reminders?leadMinutes=60: removes one lead time, or all without it. */
export const DeleteContestReminderQuerySchema = z.object({ leadMinutes: ReminderLeadMinutesQuerySchema.optional() });

/** PUT and DELETE answer the viewer's reminders on that contest afterwards. */
export const ContestRemindersResponseSchema = z.object({
  success: z.literal(true),
  contestId: z.string(),
  reminders: z.array(ContestReminderSchema),
});
export type ContestRemindersResponse = z.infer<typeof ContestRemindersResponseSchema>;
