import type { MentorshipTier } from '@codingkaro/contracts';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentProviderPlans, paymentSubscriptions } from './tables';

export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

export function createSubscriptionRepository(db: Database) {
  return {
    async create(values: {
      userId: string;
      tier: MentorshipTier;
      provider: 'razorpay' | 'test';
      amountPaise: number;
    }): Promise<SubscriptionRow> {
      const [row] = await db.insert(paymentSubscriptions).values(values).returning();
      if (!row) throw new Error('subscription insert returned nothing');
      return row;
    },

    async setProviderRef(id: string, providerRef: string, planId: string | null): Promise<void> {
      await db.update(paymentSubscriptions).set({ providerRef, planId }).where(eq(paymentSubscriptions.id, id));
    },

    async find(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.id, id)).limit(1);
      return row;
    },

    async findByProviderRef(provider: 'razorpay' | 'test', ref: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(paymentSubscriptions)
        .where(and(eq(paymentSubscriptions.provider, provider), eq(paymentSubscriptions.providerRef, ref)))
        .limit(1);
      return row;
    },

    /**
     * Marks the subscription active until `periodEnd` (or a later end a charge already recorded);
     * returns the row only when it was not active before.
     */
    async activate(id: string, periodEnd: Date, tx: Database = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .update(paymentSubscriptions)
        .set({
          status: 'active',
          currentPeriodEnd: sql`greatest(coalesce(${paymentSubscriptions.currentPeriodEnd}, ${periodEnd}), ${periodEnd})`,
          activatedAt: new Date(),
        })
        .where(and(eq(paymentSubscriptions.id, id), ne(paymentSubscriptions.status, 'active')))
        .returning();
      return row;
    },

    /** Cancels at the period's end (true) or takes that back (false); the row as it now is. */
    async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionRow> {
      const [row] = await db
        .update(paymentSubscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(eq(paymentSubscriptions.id, id))
        .returning();
      if (!row) throw new Error('subscription update returned nothing');
      return row;
    },

    /** Moves the paid period's end to `periodEnd` only forwards; false when it already ends as late or later. */
    async extend(id: string, periodEnd: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(paymentSubscriptions)
        .set({ currentPeriodEnd: periodEnd })
        .where(
          and(
            eq(paymentSubscriptions.id, id),
            or(isNull(paymentSubscriptions.currentPeriodEnd), lt(paymentSubscriptions.currentPeriodEnd, periodEnd)),
          ),
        )
        .returning({ id: paymentSubscriptions.id });
      return rows.length > 0;
    },

    /** The user's active subscription whose paid period has not ended, newest first. */
    async findActive(userId: string, now = new Date()): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentSubscriptions)
        .where(
          and(
            eq(paymentSubscriptions.userId, userId),
            eq(paymentSubscriptions.status, 'active'),
            gt(paymentSubscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(desc(paymentSubscriptions.activatedAt))
        .limit(1);
      return row;
    },

    plans: {
      async find(tier: MentorshipTier, amountPaise: number): Promise<string | null> {
        const [row] = await db
          .select({ planId: paymentProviderPlans.planId })
          .from(paymentProviderPlans)
          .where(and(eq(paymentProviderPlans.tier, tier), eq(paymentProviderPlans.amountPaise, amountPaise)))
          .limit(1);
        return row?.planId ?? null;
      },
      async save(tier: MentorshipTier, amountPaise: number, planId: string): Promise<void> {
        await db.insert(paymentProviderPlans).values({ tier, amountPaise, planId }).onConflictDoNothing();
      },
    },
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
