import { z } from 'zod';
import { DifficultySchema } from './difficulty';

export const NOTES_MAX_LENGTH = 2000;

const optionalEmail = z.string().trim().max(254, 'userEmail is too long').optional();

export const CourseQuestionLinksSchema = z.object({
  article: z.string().nullable(),
  youtube: z.string().nullable(),
  /** Our own problem page (`/problems/<slug>`) when the question is in the library, else the external link. */
  practice: z.string().nullable(),
  /** The sheet's original practice link when `practice` points at our own problem page. */
  externalPractice: z.string().nullable().optional(),
  altPractice: z.string().nullable().optional(),
});
export type CourseQuestionLinks = z.infer<typeof CourseQuestionLinksSchema>;

export const CourseQuestionSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  difficulty: DifficultySchema.nullable(),
  status: z.boolean(),
  forRevision: z.boolean(),
  notes: z.string(),
  /** When the signed-in user last changed this question (null: never, or a guest). */
  updatedAt: z.string().nullable(),
  task: z.string().optional(),
  problemSlug: z.string().optional(),
  links: CourseQuestionLinksSchema,
});
export type CourseQuestion = z.infer<typeof CourseQuestionSchema>;

export const CourseDaySchema = z.object({
  dayNumber: z.number().int(),
  dayTitle: z.string(),
  questions: z.array(CourseQuestionSchema),
});
export type CourseDay = z.infer<typeof CourseDaySchema>;

const CourseSummaryFields = {
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.string(),
  skills: z.array(z.string()),
  problemCountLabel: z.string().nullable(),
  color: z.string(),
  /** The web route of the course screen, e.g. `/courses/data-structures`. */
  route: z.string(),
  totalQuestions: z.number().int(),
  /** The signed-in user's completed questions (0 for guests). */
  completedQuestions: z.number().int(),
};

export const CourseSchema = z.object({
  ...CourseSummaryFields,
  source: z.object({ name: z.string(), url: z.string().nullable(), notes: z.string() }),
  days: z.array(CourseDaySchema),
});
export type Course = z.infer<typeof CourseSchema>;

// GET /codingkaro/courses/:courseName (also under /api)
export const GetCourseParamsSchema = z.object({
  courseName: z.string().min(1).max(200),
});
export const GetCourseQuerySchema = z.object({
  /** Sent by the spec's client; only checked against the session, never used to pick whose data. */
  userEmail: optionalEmail,
});
export type GetCourseQuery = z.infer<typeof GetCourseQuerySchema>;
export const GetCourseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CourseSchema,
});
export type GetCourseResponse = z.infer<typeof GetCourseResponseSchema>;

// PUT /codingkaro/courses/:courseId/days/:dayNumber/questions/:questionId (also under /api)
export const UpdateQuestionParamsSchema = z.object({
  courseId: z.string().min(1).max(200),
  dayNumber: z.coerce.number().int('dayNumber must be a whole number').min(1, 'dayNumber must be 1 or more'),
  questionId: z.string().min(1).max(200),
});
export type UpdateQuestionParams = z.infer<typeof UpdateQuestionParamsSchema>;

export const UPDATE_FIELDS = ['status', 'forRevision', 'notes'] as const;
export type UpdateField = (typeof UPDATE_FIELDS)[number];

export const UpdateQuestionRequestSchema = z
  .object({
    status: z.boolean({ invalid_type_error: 'status must be true or false' }).optional(),
    forRevision: z.boolean({ invalid_type_error: 'forRevision must be true or false' }).optional(),
    notes: z
      .string({ invalid_type_error: 'notes must be text' })
      .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
      .optional(),
    userEmail: optionalEmail,
  })
  .refine((body) => UPDATE_FIELDS.filter((field) => body[field] !== undefined).length === 1, {
    message: 'Send exactly one of status, forRevision or notes',
  });
export type UpdateQuestionRequest = z.infer<typeof UpdateQuestionRequestSchema>;
export const UpdateQuestionResponseSchema = GetCourseResponseSchema;
export type UpdateQuestionResponse = GetCourseResponse;

// GET /api/courses — the All Courses list
export const CourseSummarySchema = z.object({ ...CourseSummaryFields, dayCount: z.number().int() });
export type CourseSummary = z.infer<typeof CourseSummarySchema>;
export const ListCoursesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CourseSummarySchema),
});
export type ListCoursesResponse = z.infer<typeof ListCoursesResponseSchema>;

// GET /api/courses/revision — the user's revision-flagged questions, oldest reviewed first
export const RevisionItemSchema = z.object({
  courseId: z.string(),
  courseSlug: z.string(),
  courseName: z.string(),
  dayNumber: z.number().int(),
  dayTitle: z.string(),
  questionId: z.string(),
  title: z.string(),
  difficulty: DifficultySchema.nullable(),
  status: z.boolean(),
  notes: z.string(),
  /** When the question was last marked done/undone or flagged; null if only notes were written. */
  reviewedAt: z.string().nullable(),
  links: CourseQuestionLinksSchema,
});
export type RevisionItem = z.infer<typeof RevisionItemSchema>;
export const ListRevisionResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(RevisionItemSchema),
});
export type ListRevisionResponse = z.infer<typeof ListRevisionResponseSchema>;

// GET /api/courses/:slug/progress.csv — text/csv attachment, one row per question
export const ExportProgressParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const PROGRESS_CSV_COLUMNS = [
  'Day',
  'Day Title',
  'Question',
  'Difficulty',
  'Completed',
  'For Revision',
  'Notes',
  'Updated At',
  'Practice Link',
] as const;

/** A question next to another in a sheet: in-app when it has a library problem, else its original link. */
export const SheetNeighbourSchema = z.object({
  key: z.string(),
  title: z.string(),
  problemSlug: z.string().nullable(),
  /** The original practice link (another site), when the question has no in-app problem. */
  practice: z.string().nullable(),
});
export type SheetNeighbour = z.infer<typeof SheetNeighbourSchema>;

/** Where a library problem sits in a sheet: course, day, position, and the questions before and after it. */
export const SheetPlaceSchema = z.object({
  courseSlug: z.string(),
  courseTitle: z.string(),
  dayNumber: z.number().int(),
  dayTitle: z.string(),
  questionKey: z.string(),
  questionTitle: z.string(),
  /** 1-based, over the sheet's active questions in day and position order. */
  position: z.number().int().min(1),
  total: z.number().int().min(1),
  previous: SheetNeighbourSchema.nullable(),
  next: SheetNeighbourSchema.nullable(),
});
export type SheetPlace = z.infer<typeof SheetPlaceSchema>;

// GET /api/courses/places/:problemSlug
export const SheetPlacesParamsSchema = z.object({ problemSlug: z.string().regex(/^[a-z0-9-]{1,120}$/) });
export const SheetPlacesResponseSchema = z.object({ success: z.literal(true), places: z.array(SheetPlaceSchema) });
export type SheetPlacesResponse = z.infer<typeof SheetPlacesResponseSchema>;
