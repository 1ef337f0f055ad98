import { z } from 'zod';

/**
 * CV review: a learner pays, uploads a PDF, a reviewer claims it and returns written feedback.
 * awaiting-payment -> awaiting-upload (verified payment) -> submitted (PDF uploaded) -> in-review -> reviewed.
 */
export const CvReviewStatusSchema = z.enum(['awaiting-payment', 'awaiting-upload', 'submitted', 'in-review', 'reviewed']);
export type CvReviewStatus = z.infer<typeof CvReviewStatusSchema>;

export const CV_REVIEW_STATUS_LABELS: Record<CvReviewStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  'awaiting-upload': 'Paid: upload your CV',
  submitted: 'Queued for a reviewer',
  'in-review': 'In review',
  reviewed: 'Reviewed',
};

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_NOTES_MAX = 2000;

export const CreateCvReviewRequestSchema = z.object({
  targetRole: z.string().trim().min(2, 'Name the role you are applying for').max(120, 'Keep the role under 120 characters'),
  notes: z.string().trim().max(CV_NOTES_MAX, `Keep the notes under ${CV_NOTES_MAX} characters`).default(''),
});
export type CreateCvReviewRequest = z.input<typeof CreateCvReviewRequestSchema>;

export const CV_FEEDBACK_SECTIONS = ['Summary', 'Experience', 'Projects', 'Skills', 'Education', 'Layout and language'] as const;

export const CvFeedbackSchema = z.object({
  sections: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(80),
        comment: z.string().trim().min(1, 'Write a comment').max(3000),
      }),
    )
    .min(1, 'Comment on at least one section')
    .max(12),
  /** Overall score out of 10. */
  score: z.number().int().min(1).max(10),
  summary: z.string().trim().min(1, 'Write an overall summary').max(3000),
});
export type CvFeedback = z.infer<typeof CvFeedbackSchema>;

export const CvReviewSchema = z.object({
  id: z.string().uuid(),
  status: CvReviewStatusSchema,
  targetRole: z.string(),
  notes: z.string(),
  learner: z.object({ name: z.string(), email: z.string() }),
  file: z.object({ name: z.string(), bytes: z.number().int(), pages: z.number().int().nullable() }).nullable(),
  reviewerName: z.string().nullable(),
  feedback: CvFeedbackSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type CvReview = z.infer<typeof CvReviewSchema>;

export const CvReviewParamsSchema = z.object({ id: z.string().uuid() });
export const CvReviewResponseSchema = z.object({ success: z.literal(true), review: CvReviewSchema });
export const CvReviewListResponseSchema = z.object({ success: z.literal(true), reviews: z.array(CvReviewSchema) });
export type CvReviewListResponse = z.infer<typeof CvReviewListResponseSchema>;
