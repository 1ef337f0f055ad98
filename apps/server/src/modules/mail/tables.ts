import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Emails that did not leave through SMTP: written here when no SMTP_URL is configured (the staff
 * outbox shows them) or when the SMTP server refused them (so nothing is lost silently).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** File names of the attachments (their content is not kept). */
    attachments: text('attachments').array().notNull().default([]),
    /** `logged`: no SMTP configured; `failed`: SMTP refused or was unreachable. */
    status: text('status', { enum: ['logged', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
