import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';
import { createOutboxRepository } from './outbox-repository';
import { mailRoutes } from './routes';

export { senderOf } from './config';
export { type EmailContent, renderEmail } from './email-template';
export type { MailAttachment, Mailer, MailMessage, MailOutcome } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to send email (nodemailer over SMTP_URL; without it, the log and the staff outbox). */
    mailer: Mailer;
  }
}

/**
 * Email for every module: decorates `app.mailer` (registered before the modules that send) and
 * serves the admins' outbox, `GET /api/staff/mail-outbox`.
 */
export const mailModule = fp(
  async (app) => {
    const outbox = createOutboxRepository(app.db);
    const mailer = createMailer(app.config.mail, outbox, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    await app.register(mailRoutes, { mailer, outbox });
    if (!mailer.smtpConfigured) app.log.info('SMTP_URL is not set: emails are written to the log and the staff outbox');
  },
  { name: 'mail', dependencies: ['app-context'] },
);
