import { z } from 'zod';
import { DifficultySchema } from './difficulty';
import { LocalDateSchema } from './streak';

/** A review's self-rating, FSRS's four grades. */
export const REVIEW_RATINGS = ['Again', 'Hard', 'Good', 'Easy'] as const;
export const ReviewRatingSchema = z.enum(REVIEW_RATINGS);
export type ReviewRating = z.infer<typeof ReviewRatingSchema>;

/** A calendar month, `YYYY-MM`. */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');

/** The problem of one calendar day: the same for everyone, chosen from the date alone. */
export const DailyProblemSchema = z.object({
  date: LocalDateSchema,
  slug: z.string(),
  title: z.string(),
  difficulty: DifficultySchema,
  /** Whether the viewer had it Accepted on that local day (false for guests). */
  solved: z.boolean(),
});
export type DailyProblem = z.infer<typeof DailyProblemSchema>;

/** GET /api/daily/problem: today's problem in the client's zone (guests too). */
export const ProblemOfTheDayResponseSchema = z.object({
  success: z.literal(true),
  date: LocalDateSchema,
  /** The next local midnight (ISO 8601), when it changes. */
  endsAt: z.string(),
  problem: DailyProblemSchema.nullable(),
});
export type ProblemOfTheDayResponse = z.infer<typeof ProblemOfTheDayResponseSchema>;

/** A card is a library problem the learner solved, or a sheet question they marked "review this". */
export const ReviewCardKindSchema = z.enum(['problem', 'question']);
export type ReviewCardKind = z.infer<typeof ReviewCardKindSchema>;

export const ReviewDueSchema = z.object({
  cardId: z.string().uuid(),
  kind: ReviewCardKindSchema,
  title: z.string(),
  /** The library problem to re-solve; null for a sheet question without one (reviewed by confirming it). */
  problemSlug: z.string().nullable(),
  difficulty: DifficultySchema.nullable(),
  /** Where the question lives, for sheet questions. */
  courseName: z.string().nullable(),
  due: z.string(),
  /** The last Accepted solve or review (ISO 8601); null when never solved in the app. */
  lastSolvedAt: z.string().nullable(),
  /**
   * Set once the problem was Accepted again since it came due: the review waits for the learner's
   * rating, pre-selected as `suggestedRating`.
   */
  solvedForReview: z
    .object({ at: z.string(), wrongSubmissions: z.number().int().min(0), suggestedRating: ReviewRatingSchema })
    .nullable(),
});
export type ReviewDue = z.infer<typeof ReviewDueSchema>;

/** The next unfinished question of a course the learner has started. */
export const NextSheetQuestionSchema = z.object({
  courseSlug: z.string(),
  courseName: z.string(),
  dayNumber: z.number().int(),
  questionId: z.string().uuid(),
  title: z.string(),
  difficulty: DifficultySchema.nullable(),
  problemSlug: z.string().nullable(),
});
export type NextSheetQuestion = z.infer<typeof NextSheetQuestionSchema>;

/** GET /api/daily/today: the Today page. */
export const TodayResponseSchema = z.object({
  success: z.literal(true),
  date: LocalDateSchema,
  timeZone: z.string(),
  /** The next local midnight (ISO 8601): when the problem of the day changes. */
  endsAt: z.string(),
  problemOfTheDay: DailyProblemSchema.nullable(),
  /** Due reviews, oldest due first (at most REVIEWS_SHOWN). */
  reviews: z.array(ReviewDueSchema),
  dueCount: z.number().int().min(0),
  /** Active cards in all (due or not). */
  cardCount: z.number().int().min(0),
  nextQuestions: z.array(NextSheetQuestionSchema),
});
export type TodayResponse = z.infer<typeof TodayResponseSchema>;

/** Reviews listed on the Today page; the count covers all. */
export const REVIEWS_SHOWN = 50;

/** GET /api/daily/due-count: the nav badge. */
export const DueCountResponseSchema = z.object({ success: z.literal(true), dueCount: z.number().int().min(0) });
export type DueCountResponse = z.infer<typeof DueCountResponseSchema>;

/** GET /api/daily/problems?month=YYYY-MM: past days' problems of a month, up to today. */
export const DailyProblemsQuerySchema = z.object({ month: MonthSchema.optional() });
export const DailyProblemsResponseSchema = z.object({
  success: z.literal(true),
  month: MonthSchema,
  today: LocalDateSchema,
  /** Newest first. */
  days: z.array(DailyProblemSchema),
});
export type DailyProblemsResponse = z.infer<typeof DailyProblemsResponseSchema>;

export const ReviewCardParamsSchema = z.object({ cardId: z.string().uuid() });

/** POST /api/daily/cards/:cardId/review. Again may always be given (the learner could not solve it). */
export const RateReviewRequestSchema = z.object({ rating: ReviewRatingSchema });
export const RateReviewResponseSchema = z.object({
  success: z.literal(true),
  /** The card's next due date (ISO 8601) as the scheduler set it. */
  nextDue: z.string(),
  dueCount: z.number().int().min(0),
});
export type RateReviewResponse = z.infer<typeof RateReviewResponseSchema>;

export const ResetCardsResponseSchema = z.object({ success: z.literal(true), deleted: z.number().int().min(0) });

export const REMINDER_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const DailyReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Local hour, 0-23, in `timeZone`. */
  hour: z.number().int().min(0).max(23),
  timeZone: z.string().min(1).max(64),
});
export type DailyReminderSettings = z.infer<typeof DailyReminderSettingsSchema>;
export const DailyReminderResponseSchema = z.object({
  success: z.literal(true),
  reminder: DailyReminderSettingsSchema,
  /** False when the server has no SMTP: reminders go to the staff outbox only. */
  emailDelivery: z.boolean(),
});
export type DailyReminderResponse = z.infer<typeof DailyReminderResponseSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const DAILY_MESSAGES = {
  resetDone: 'Your review cards were reset.',
  notDue: 'This review is not due yet.',
  solveFirst: 'Solve the problem again (Accepted) before rating it, or rate it Again.',
  unsubscribed: 'You will no longer receive daily practice emails.',
} as const;
