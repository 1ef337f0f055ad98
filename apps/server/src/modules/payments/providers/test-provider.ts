import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/** Ids the local test provider hands out look like Razorpay's but can never be mistaken for them. */
const testId = (prefix: string) => `test_${prefix}_${randomUUID().replace(/-/g, '').slice(0, 14)}`;

/**
 * The local test provider: stands in for Razorpay when no keys are configured, so a fresh install
 * can walk every paid flow. No money moves. Its "payments" arrive as webhook deliveries signed with
 * a secret made at start-up and go through the same verification as Razorpay's.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    webhookSecret: randomBytes(32).toString('hex'),
    async createOrder() {
      return { providerRef: testId('order'), checkout: { kind: 'test' } };
    },
    async createSubscription() {
      return { providerRef: testId('sub'), planId: null, checkout: { kind: 'test' } };
    },
    verifyCheckoutSignature() {
      return false;
    },
    async fetchPayment() {
      throw new Error('The local test provider has no payments API; its payments arrive only as signed webhooks.');
    },
    // Nothing renews on its own here: cancelling and resuming only change what our own row says.
    async cancelAtCycleEnd() {},
    canResume: true,
    async resume() {},
  };
}

/** A Razorpay-shaped `payment.captured` / `payment.failed` event for a test order. */
export function testPaymentEvent(
  order: { providerRef: string; amountPaise: number; currency: string },
  outcome: 'success' | 'failure',
) {
  return {
    entity: 'event',
    account_id: 'test_account',
    event: outcome === 'success' ? 'payment.captured' : 'payment.failed',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: testId('pay'),
          entity: 'payment',
          amount: order.amountPaise,
          currency: order.currency,
          status: outcome === 'success' ? 'captured' : 'failed',
          order_id: order.providerRef,
          method: 'test',
          error_description: outcome === 'success' ? null : 'Declined by the local test provider',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** A Razorpay-shaped `subscription.activated` event for a test subscription. */
export function testSubscriptionActivatedEvent(subscription: { providerRef: string; planId: string | null }) {
  const now = Math.floor(Date.now() / 1000);
  return {
    entity: 'event',
    account_id: 'test_account',
    event: 'subscription.activated',
    contains: ['subscription'],
    payload: {
      subscription: {
        entity: {
          id: subscription.providerRef,
          entity: 'subscription',
          plan_id: subscription.planId ?? 'test_plan',
          status: 'active',
          current_start: now,
          current_end: now + 30 * 24 * 60 * 60,
        },
      },
    },
    created_at: now,
  };
}

export const newTestEventId = () => testId('evt');
