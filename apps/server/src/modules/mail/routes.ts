import { OUTBOX_PAGE_SIZE, OutboxResponseSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox-repository';

export interface MailRouteDeps {
  mailer: Mailer;
  outbox: OutboxRepository;
}

/** `GET /api/staff/mail-outbox`: admins read the emails that were not sent (newest first). */
export const mailRoutes: FastifyPluginAsync<MailRouteDeps> = async (plainApp, { mailer, outbox }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  app.get('/api/staff/mail-outbox', { schema: { response: { 200: OutboxResponseSchema } } }, async (request) => {
    await request.requireRole('admin');
    const rows = await outbox.latest(OUTBOX_PAGE_SIZE);
    return {
      success: true as const,
      smtpConfigured: mailer.smtpConfigured,
      emails: rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        attachments: row.attachments,
        status: row.status,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
};
