import type { Order, Subscription } from '@codingkaro/contracts';
import type { OrderRow } from './order-repository';
import type { SubscriptionRow } from './subscription-repository';

export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  product: row.product,
  method: row.method,
  provider: row.provider,
  amountPaise: row.amountPaise,
  currency: row.currency,
  status: row.status,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  tier: row.tier,
  provider: row.provider,
  status: row.status,
  amountPaise: row.amountPaise,
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  // Only the local test provider can take a cancellation back; Razorpay's are final.
  resumable: row.cancelAtPeriodEnd && row.provider === 'test',
  createdAt: row.createdAt.toISOString(),
});
