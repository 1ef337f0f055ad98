import type { MentorshipTier, OneTimeProduct, PaymentMethod } from '@codingkaro/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** One purchase of a one-time product. Granted only once `status` is 'paid' from a verified payment. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').$type<OneTimeProduct>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<'razorpay' | 'test'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').$type<'INR'>().notNull(),
    status: text('status').$type<'created' | 'paid' | 'failed'>().notNull().default('created'),
    /** What the order pays for (e.g. a CV review id); the granting module decides what it means. */
    reference: text('reference'),
    /** The provider's id for what the payer pays: order_…, plink_… or qr_… (test_… for the local provider). */
    providerRef: text('provider_ref'),
    /** The provider's payment id once paid (pay_…). */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('payment_orders_provider_ref_idx').on(table.provider, table.providerRef),
    // One payment can pay for at most one order.
    uniqueIndex('payment_orders_provider_payment_idx')
      .on(table.provider, table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
  ],
);

/** A monthly mentorship tier. Active only after the provider's verified subscription activation. */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').$type<MentorshipTier>().notNull(),
    provider: text('provider').$type<'razorpay' | 'test'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    planId: text('plan_id'),
    providerRef: text('provider_ref'),
    status: text('status').$type<'created' | 'active' | 'halted' | 'cancelled' | 'completed'>().notNull().default('created'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The payer cancelled: nothing renews, and the plan stays until `currentPeriodEnd`. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_subscriptions_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('payment_subscriptions_provider_ref_idx').on(table.provider, table.providerRef),
  ],
);

/** Every webhook delivery we accepted (signature verified), by the provider's event id: a replay changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').$type<'razorpay' | 'test'>().notNull(),
  eventName: text('event_name').notNull(),
  /** processed, or ignored with the reason (unknown order, wrong amount, unknown event, ...). */
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Razorpay plans created for the tiers when none is configured, so a restart reuses them. */
export const paymentProviderPlans = pgTable('payment_provider_plans', {
  tier: text('tier').$type<MentorshipTier>().notNull(),
  amountPaise: integer('amount_paise').notNull(),
  planId: text('plan_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
