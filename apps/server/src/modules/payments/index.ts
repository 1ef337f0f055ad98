import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from './config';
import { createOrderRepository } from './order-repository';
import { createPaymentService } from './payment-service';
import type { PaymentProvider } from './providers/payment-provider';
import { createRazorpayProvider } from './providers/razorpay-provider';
import { createTestProvider } from './providers/test-provider';
import { paymentRoutes } from './routes';
import { createSubscriptionRepository } from './subscription-repository';
import { createTestPaymentDesk } from './test-payment-desk';
import { createWebhookEventRepository } from './webhook-event-repository';
import { webhookRoutes } from './webhook-routes';
import { createWebhookService } from './webhook-service';

/** Razorpay when its keys are configured; else the labelled local test provider where allowed; else none. */
export function paymentProviderKind(config: PaymentsConfig): 'razorpay' | 'test' | null {
  if (config.razorpay) return 'razorpay';
  return config.testProviderAllowed ? 'test' : null;
}

/**
 * Payments (`/api/payments/*`, `/api/webhooks/*`): orders and subscriptions through a provider,
 * granted only from verified payments (announced as `payment.succeeded` / `subscription.activated`).
 * Off (404) when FEATURE_PAYMENTS is false.
 */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  const { services, payments: config, publicUrl } = app.config;
  if (!services.features.payments) return;
  const orders = createOrderRepository(app.db);
  const subscriptions = createSubscriptionRepository(app.db);
  const kind = paymentProviderKind(config);
  let provider: PaymentProvider | null = null;
  if (kind === 'razorpay' && config.razorpay) provider = createRazorpayProvider(config.razorpay, subscriptions.plans);
  if (kind === 'test') {
    provider = createTestProvider();
    app.log.warn('payments: no Razorpay keys configured; the local TEST provider stands in (no real money moves)');
  }

  const payments = createPaymentService({
    db: app.db,
    provider,
    config,
    features: services.features,
    orders,
    subscriptions,
    events: app.events,
    payables: app.payables,
    publicUrl,
    log: app.log,
  });
  if (!provider) {
    await app.register(paymentRoutes, { payments, testDesk: null, rateLimitPerMinute: config.orderRateLimitPerMinute });
    return;
  }
  const webhooks = createWebhookService({
    db: app.db,
    provider,
    orders,
    subscriptions,
    events: createWebhookEventRepository(app.db),
    bus: app.events,
    maxAgeSeconds: config.webhookMaxAgeSeconds,
    log: app.log,
  });
  const testDesk = provider.name === 'test' ? createTestPaymentDesk({ provider, orders, subscriptions, webhooks }) : null;
  await app.register(paymentRoutes, { payments, testDesk, rateLimitPerMinute: config.orderRateLimitPerMinute });
  await app.register(webhookRoutes, { webhooks });
};

/** What other modules may ask: is this paid for, and which mentorship tier is active. */
export function createPaymentsReader(db: Parameters<typeof createOrderRepository>[0]) {
  const orders = createOrderRepository(db);
  const subscriptions = createSubscriptionRepository(db);
  return {
    isPaid: async (userId: string, product: 'cv-review' | 'mentorship-session', reference: string) =>
      Boolean(await orders.findPaid(userId, product, reference)),
    activeTier: async (userId: string) => (await subscriptions.findActive(userId))?.tier ?? null,
  };
}
export type PaymentsReader = ReturnType<typeof createPaymentsReader>;
