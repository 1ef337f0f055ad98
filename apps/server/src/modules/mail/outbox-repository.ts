import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storable } from '../../lib/storable-text';
import type { MailMessage } from './mail-message';
import { mailOutbox } from './tables';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox keeps the newest messages only: older than this many days are deleted on write. */
const KEEP_DAYS = 30;

export function createOutboxRepository(db: Database) {
  return {
    async add({ message, status, error }: { message: MailMessage; status: 'logged' | 'failed'; error: string | null }) {
      await db.insert(mailOutbox).values({
        recipient: storable(message.to),
        subject: storable(message.subject),
        textBody: storable(message.text),
        htmlBody: storable(message.html),
        attachments: (message.attachments ?? []).map((a) => a.filename),
        status,
        error,
      });
      await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, new Date(Date.now() - KEEP_DAYS * 24 * 3600 * 1000)));
    },
    /** Newest first, at most `limit`. */
    async latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
