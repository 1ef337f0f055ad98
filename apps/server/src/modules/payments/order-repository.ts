import type { OneTimeProduct, PaymentMethod } from '@codingkaro/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders } from './tables';

export type OrderRow = typeof paymentOrders.$inferSelect;

export interface NewOrder {
  userId: string;
  product: OneTimeProduct;
  method: PaymentMethod;
  provider: 'razorpay' | 'test';
  amountPaise: number;
  reference: string | null;
}

export function createOrderRepository(db: Database) {
  return {
    async create(order: NewOrder): Promise<OrderRow> {
      const [row] = await db
        .insert(paymentOrders)
        .values({ ...order, currency: 'INR' })
        .returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },

    async setProviderRef(id: string, providerRef: string): Promise<void> {
      await db.update(paymentOrders).set({ providerRef }).where(eq(paymentOrders.id, id));
    },

    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
      return row;
    },

    async findByProviderRefs(provider: 'razorpay' | 'test', refs: string[], tx: Database = db): Promise<OrderRow | undefined> {
      if (refs.length === 0) return undefined;
      const rows = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.provider, provider), inArray(paymentOrders.providerRef, refs)));
      // The most specific reference wins (see orderRefsOf).
      return refs.map((ref) => rows.find((row) => row.providerRef === ref)).find(Boolean);
    },

    async listForUser(userId: string, limit = 50): Promise<OrderRow[]> {
      return db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, userId))
        .orderBy(desc(paymentOrders.createdAt))
        .limit(limit);
    },

    /** created/failed -> paid; returns the row only when this call made the change. */
    async markPaid(id: string, providerPaymentId: string, tx: Database = db): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(paymentOrders)
        .set({ status: 'paid', providerPaymentId, paidAt: new Date() })
        .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'paid')))
        .returning();
      return row;
    },

    /** created -> failed (a paid order never goes back). */
    async markFailed(id: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(paymentOrders)
        .set({ status: 'failed' })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
        .returning({ id: paymentOrders.id });
      return rows.length > 0;
    },

    /** A paid order of this product for this reference, if any (what a granting module checks). */
    async findPaid(userId: string, product: OneTimeProduct, reference: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, userId),
            eq(paymentOrders.product, product),
            eq(paymentOrders.reference, reference),
            eq(paymentOrders.status, 'paid'),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
