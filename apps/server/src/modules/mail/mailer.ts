import type { Transporter } from 'nodemailer';
import type { MailConfig } from './config';
import type { MailMessage } from './mail-message';
import type { OutboxRepository } from './outbox-repository';

export type { MailAttachment, MailMessage } from './mail-message';

/** `sent`: handed to SMTP; `logged`: no SMTP configured (log + outbox); `failed`: SMTP refused (outbox). */
export type MailOutcome = 'sent' | 'logged' | 'failed';

/** Sends one email. Never throws: a failure is logged and kept in the outbox, so a caller's work is never undone by mail. */
export interface Mailer {
  readonly smtpConfigured: boolean;
  send(message: MailMessage): Promise<MailOutcome>;
  /**
   * Sends in the background, after the caller's database write: the request does not wait for
   * SMTP, and nothing `compose` throws reaches it (logged instead). Use this from request handlers.
   */
  sendLater(compose: () => Promise<MailMessage[]> | MailMessage[]): void;
  /** Resolves once every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits for background sends, then closes the SMTP connection pool. */
  close(): Promise<void>;
}

interface MailLog {
  info(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(config: MailConfig, outbox: OutboxRepository, log: MailLog): Mailer {
  const smtpUrl = config.smtpUrl;
  // nodemailer is imported with the first email, not at start-up (~50 ms of module loading).
  let transport: Promise<Transporter> | null = null;
  const smtp = (url: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    );
    return transport;
  };
  const keep = async (message: MailMessage, status: 'logged' | 'failed', error: string | null) => {
    try {
      await outbox.add({ message, status, error });
    } catch (storeError) {
      log.error({ err: storeError, to: message.to, subject: message.subject }, 'could not keep an email in the outbox');
    }
  };

  const pending = new Set<Promise<void>>();
  const idle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  const mailer: Mailer = {
    smtpConfigured: smtpUrl !== null,
    idle,
    async close() {
      await idle();
      (await transport?.catch(() => null))?.close();
    },
    sendLater(compose) {
      const job = (async () => {
        try {
          const messages = await compose();
          await Promise.all(messages.map((message) => mailer.send(message)));
        } catch (error) {
          log.error({ err: error }, 'could not compose an email');
        }
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async send(message) {
      if (smtpUrl === null) {
        log.info({ to: message.to, subject: message.subject }, 'email not sent (no SMTP_URL): kept in the staff outbox');
        await keep(message, 'logged', null);
        return 'logged';
      }
      try {
        await (await smtp(smtpUrl)).sendMail({ from: config.from, ...message });
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ err: error, to: message.to, subject: message.subject }, 'SMTP refused an email: kept in the staff outbox');
        await keep(message, 'failed', reason.slice(0, 500));
        return 'failed';
      }
    },
  };
  return mailer;
}
