import { z } from 'zod';

/** A local calendar date, `YYYY-MM-DD`. */
export const LocalDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/** Days shown in the badge's popover, today included. */
export const STREAK_RECENT_DAYS = 30;

/** GET /api/streak: the optional `email` must be the signed-in user's. */
export const GetStreakQuerySchema = z.object({
  email: z.string().trim().email().max(320).optional(),
});
export type GetStreakQuery = z.infer<typeof GetStreakQuerySchema>;

/** POST /api/streak/update: `email` must be the signed-in user's. */
export const UpdateStreakRequestSchema = z.object({
  email: z.string().trim().email().max(320),
});
export type UpdateStreakRequest = z.infer<typeof UpdateStreakRequestSchema>;

export const RecentDaySchema = z.object({
  date: LocalDateSchema,
  /** Whether the user practised (submitted, completed a sheet question or ran code) that local day. */
  practised: z.boolean(),
});
export type RecentDay = z.infer<typeof RecentDaySchema>;

/** The streak (spec 3, "Streak") plus what the badge's popover shows. */
export const StreakSchema = z.object({
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  /** The last local date with practice, as recorded in the zone the user was in then; null when never. */
  lastCodedDate: LocalDateSchema.nullable(),
  /** The IANA zone "today" was computed in. */
  timeZone: z.string(),
  today: LocalDateSchema,
  /** True when today (local) already counts; otherwise the streak stays alive until `todayEndsAt`. */
  codedToday: z.boolean(),
  /** The instant the local today ends (ISO 8601). */
  todayEndsAt: z.string(),
  /** The last 30 local days, oldest first, ending today. */
  recentDays: z.array(RecentDaySchema),
});
export type Streak = z.infer<typeof StreakSchema>;

export const StreakResponseSchema = StreakSchema.extend({ success: z.literal(true) });
export type StreakResponse = z.infer<typeof StreakResponseSchema>;
