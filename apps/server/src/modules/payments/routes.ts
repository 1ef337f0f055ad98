import {
  ConfirmCheckoutRequestSchema,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  CreateSubscriptionRequestSchema,
  CreateSubscriptionResponseSchema,
  MyPaymentsResponseSchema,
  OrderParamsSchema,
  OrderResponseSchema,
  SubscriptionResponseSchema,
  TestPaymentRequestSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { PaymentService } from './payment-service';
import type { TestPaymentDesk } from './test-payment-desk';

export interface PaymentRouteDeps {
  payments: PaymentService;
  /** Only when the local test provider stands in for Razorpay. */
  testDesk: TestPaymentDesk | null;
  /** Orders and subscriptions a user may start per minute (each calls the provider). */
  rateLimitPerMinute: number;
}

export const paymentRoutes: FastifyPluginAsync<PaymentRouteDeps> = async (
  plainApp,
  { payments, testDesk, rateLimitPerMinute },
) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  // Creating orders calls the provider: a few a minute per user is plenty.
  const creationLimit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

  app.post(
    '/api/payments/orders',
    { config: creationLimit, schema: { body: CreateOrderRequestSchema, response: { 200: CreateOrderResponseSchema } } },
    async (request) => ({ success: true as const, ...(await payments.createOrder(await request.requireUser(), request.body)) }),
  );

  app.get(
    '/api/payments/orders/:id',
    { schema: { params: OrderParamsSchema, response: { 200: OrderResponseSchema } } },
    async (request) => ({
      success: true as const,
      order: await payments.getOrder(await request.requireUser(), request.params.id),
    }),
  );

  app.post(
    '/api/payments/orders/:id/confirm',
    { schema: { params: OrderParamsSchema, body: ConfirmCheckoutRequestSchema, response: { 200: OrderResponseSchema } } },
    async (request) => ({
      success: true as const,
      order: await payments.confirmCheckout(await request.requireUser(), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/payments/subscriptions',
    {
      config: creationLimit,
      schema: { body: CreateSubscriptionRequestSchema, response: { 200: CreateSubscriptionResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await payments.createSubscription(await request.requireUser(), request.body.tier)),
    }),
  );

  app.get(
    '/api/payments/subscriptions/:id',
    { schema: { params: OrderParamsSchema, response: { 200: SubscriptionResponseSchema } } },
    async (request) => ({
      success: true as const,
      subscription: await payments.getSubscription(await request.requireUser(), request.params.id),
    }),
  );

  // The payer's own plan: cancel at the period's end, or take that back before then.
  app.post(
    '/api/payments/subscription/cancel',
    { config: creationLimit, schema: { response: { 200: SubscriptionResponseSchema } } },
    async (request) => ({ success: true as const, subscription: await payments.cancelSubscription(await request.requireUser()) }),
  );
  app.post(
    '/api/payments/subscription/resume',
    { config: creationLimit, schema: { response: { 200: SubscriptionResponseSchema } } },
    async (request) => ({ success: true as const, subscription: await payments.resumeSubscription(await request.requireUser()) }),
  );

  app.get('/api/payments/me', { schema: { response: { 200: MyPaymentsResponseSchema } } }, async (request) => ({
    success: true as const,
    ...(await payments.mine(await request.requireUser())),
  }));

  if (!testDesk) return;
  // The local test provider's desk: the payer decides the outcome; it arrives as a signed webhook.
  app.post(
    '/api/payments/test-provider/orders/:id',
    { schema: { params: OrderParamsSchema, body: TestPaymentRequestSchema, response: { 200: OrderResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      await testDesk.completeOrder(user.id, request.params.id, request.body.outcome);
      return { success: true as const, order: await payments.getOrder(user, request.params.id) };
    },
  );
  app.post(
    '/api/payments/test-provider/subscriptions/:id',
    { schema: { params: OrderParamsSchema, response: { 200: SubscriptionResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      await testDesk.activateSubscription(user.id, request.params.id);
      return { success: true as const, subscription: await payments.getSubscription(user, request.params.id) };
    },
  );
};
