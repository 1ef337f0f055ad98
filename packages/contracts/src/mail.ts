import { z } from 'zod';

/** The staff outbox: emails kept because no SMTP is configured (`logged`) or SMTP refused them (`failed`). */
export const OutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.string()),
  status: z.enum(['logged', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OUTBOX_PAGE_SIZE = 50;

export const OutboxResponseSchema = z.object({
  success: z.literal(true),
  /** False: every email goes to this outbox instead of being sent. */
  smtpConfigured: z.boolean(),
  emails: z.array(OutboxEmailSchema),
});
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
