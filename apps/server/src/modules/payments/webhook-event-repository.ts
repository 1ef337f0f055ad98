import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentWebhookEvents } from './tables';

export function createWebhookEventRepository(db: Database) {
  return {
    /** Records a delivery by event id; false when that id was recorded before (a replay). */
    async claim(
      values: { eventId: string; provider: 'razorpay' | 'test'; eventName: string; payload: unknown },
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentWebhookEvents)
        .values({ ...values, outcome: 'received' })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length > 0;
    },

    async setOutcome(eventId: string, outcome: string, tx: Database = db): Promise<void> {
      await tx.update(paymentWebhookEvents).set({ outcome }).where(eq(paymentWebhookEvents.eventId, eventId));
    },

    /** The provider timestamp (`created_at`, seconds) of the newest event applied to this subscription, if any. */
    async lastAppliedToSubscription(subscriptionRef: string, tx: Database = db): Promise<number | null> {
      const { payload, outcome } = paymentWebhookEvents;
      const [row] = await tx
        .select({ at: sql<string | number | null>`max((${payload}->>'created_at')::bigint)` })
        .from(paymentWebhookEvents)
        .where(
          and(like(outcome, 'processed%'), sql`${payload}->'payload'->'subscription'->'entity'->>'id' = ${subscriptionRef}`),
        );
      return row?.at == null ? null : Number(row.at);
    },

    async find(eventId: string) {
      const [row] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)).limit(1);
      return row;
    },
  };
}
export type WebhookEventRepository = ReturnType<typeof createWebhookEventRepository>;
