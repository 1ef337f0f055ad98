import { notFound } from '../../lib/app-error';
import type { OrderRepository } from './order-repository';
import type { PaymentProvider } from './providers/payment-provider';
import { newTestEventId, testPaymentEvent, testSubscriptionActivatedEvent } from './providers/test-provider';
import type { SubscriptionRepository } from './subscription-repository';
import type { WebhookService } from './webhook-service';
import { signPayload } from './webhook-signature';

/**
 * What the local test provider's "payment page" does: builds the event Razorpay would send, signs
 * it with the test provider's secret and delivers it to the same webhook handling as a real one.
 */
export function createTestPaymentDesk(deps: {
  provider: PaymentProvider;
  orders: OrderRepository;
  subscriptions: SubscriptionRepository;
  webhooks: WebhookService;
}) {
  const deliver = (event: object, path: 'payment-success' | 'payment-failed' | 'subscription-created') => {
    const rawBody = Buffer.from(JSON.stringify(event));
    return deps.webhooks.handle({
      rawBody,
      signature: signPayload(rawBody, deps.provider.webhookSecret),
      eventId: newTestEventId(),
      path,
    });
  };

  return {
    async completeOrder(userId: string, orderId: string, outcome: 'success' | 'failure') {
      const order = await deps.orders.find(orderId);
      if (!order || order.userId !== userId || order.provider !== 'test' || !order.providerRef) throw notFound('Order not found');
      const event = testPaymentEvent({ ...order, providerRef: order.providerRef }, outcome);
      await deliver(event, outcome === 'success' ? 'payment-success' : 'payment-failed');
    },

    async activateSubscription(userId: string, subscriptionId: string) {
      const subscription = await deps.subscriptions.find(subscriptionId);
      if (!subscription || subscription.userId !== userId || subscription.provider !== 'test' || !subscription.providerRef) {
        throw notFound('Subscription not found');
      }
      await deliver(
        testSubscriptionActivatedEvent({ ...subscription, providerRef: subscription.providerRef }),
        'subscription-created',
      );
    },
  };
}
export type TestPaymentDesk = ReturnType<typeof createTestPaymentDesk>;
