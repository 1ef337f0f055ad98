import { PRICE_LIST, tierProduct } from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { DomainEventBus, DomainEvents } from '../../lib/domain-events';
import { storable } from '../../lib/storable-text';
import type { OrderRepository } from './order-repository';
import { paymentMatchesOrder } from './payment-service';
import type { PaymentProvider } from './providers/payment-provider';
import type { SubscriptionRepository } from './subscription-repository';
import type { WebhookEventRepository } from './webhook-event-repository';
import { orderRefsOf, type WebhookEvent, WebhookEventSchema, type WebhookKind, webhookKindOf } from './webhook-events';
import { signatureMatches } from './webhook-signature';

export const SIGNATURE_HEADER = 'x-razorpay-signature';
export const EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Clock skew tolerated for events stamped in the future. */
const FUTURE_SKEW_SECONDS = 300;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export interface WebhookDelivery {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  /** The spec path the delivery came to, or null for the native endpoint that takes every event. */
  path: WebhookKind | null;
}

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

type Grant =
  | { name: 'payment.succeeded'; payload: DomainEvents['payment.succeeded'] }
  | { name: 'subscription.activated'; payload: DomainEvents['subscription.activated'] };

interface Applied {
  outcome: string;
  grant?: Grant;
}

export interface WebhookServiceDeps {
  db: Database;
  provider: PaymentProvider;
  orders: OrderRepository;
  subscriptions: SubscriptionRepository;
  events: WebhookEventRepository;
  bus: DomainEventBus;
  maxAgeSeconds: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Verifies and applies a provider webhook: signature over the raw body, age window, one application
 * per event id (claimed in the same transaction as its effect), amounts checked against the order
 * and the price list. Anything that does not verify changes nothing.
 */
export function createWebhookService(deps: WebhookServiceDeps) {
  const { provider, orders, subscriptions, log } = deps;
  const now = deps.now ?? Date.now;

  function verify(delivery: WebhookDelivery): { event: WebhookEvent; eventId: string } {
    if (!signatureMatches(delivery.rawBody, provider.webhookSecret, delivery.signature)) {
      log.warn({ path: delivery.path }, 'webhook refused: bad signature');
      throw new AppError(401, 'Invalid webhook signature', 'UNAUTHORIZED');
    }
    const eventId = delivery.eventId;
    if (!eventId || !/^[\w.-]{1,100}$/.test(eventId)) throw badRequest(`Missing or invalid ${EVENT_ID_HEADER} header`);
    let json: unknown;
    try {
      json = JSON.parse(delivery.rawBody.toString('utf8'));
    } catch {
      throw badRequest('Webhook body is not JSON');
    }
    const parsed = WebhookEventSchema.safeParse(json);
    if (!parsed.success) throw badRequest('Webhook body is not a provider event');
    const ageSeconds = now() / 1000 - parsed.data.created_at;
    if (ageSeconds > deps.maxAgeSeconds || ageSeconds < -FUTURE_SKEW_SECONDS) {
      log.warn({ eventId, ageSeconds: Math.round(ageSeconds) }, 'webhook refused: outside the replay window');
      throw badRequest('Webhook event is outside the accepted time window');
    }
    return { event: parsed.data, eventId };
  }

  async function paymentSucceeded(event: WebhookEvent, tx: Database): Promise<Applied> {
    const payment = event.payload.payment?.entity;
    if (!payment) return { outcome: 'ignored: no payment in the event' };
    const subscriptionEntity = event.payload.subscription?.entity;
    if (subscriptionEntity) {
      const subscription = await subscriptions.findByProviderRef(provider.name, subscriptionEntity.id, tx);
      if (!subscription) return { outcome: 'ignored: unknown subscription' };
      const price = PRICE_LIST[tierProduct(subscription.tier)];
      if (
        payment.status !== 'captured' ||
        payment.amount !== subscription.amountPaise ||
        payment.amount !== price.amountPaise ||
        payment.currency !== price.currency
      ) {
        return { outcome: 'ignored: subscription charge does not match the price' };
      }
      // Deliveries come in any order: a charge older than one already applied is stale, and a
      // period end only ever moves forwards.
      const lastApplied = await deps.events.lastAppliedToSubscription(subscriptionEntity.id, tx);
      if (lastApplied !== null && event.created_at < lastApplied) {
        return { outcome: 'ignored: older than the last applied subscription event' };
      }
      const end = subscriptionEntity.current_end
        ? new Date(subscriptionEntity.current_end * 1000)
        : new Date(now() + THIRTY_DAYS_MS);
      if (!(await subscriptions.extend(subscription.id, end, tx))) {
        return { outcome: 'ignored: the paid period already ends as late or later' };
      }
      return { outcome: 'processed: subscription period extended' };
    }
    const order = await orders.findByProviderRefs(provider.name, orderRefsOf(event), tx);
    if (!order) return { outcome: 'ignored: unknown order' };
    if (payment.status !== 'captured') return { outcome: `ignored: payment status ${payment.status}` };
    if (!paymentMatchesOrder(order, { amountPaise: payment.amount, currency: payment.currency })) {
      log.warn(
        { orderId: order.id, amount: payment.amount, currency: payment.currency },
        'webhook payment does not match the order',
      );
      return { outcome: 'ignored: amount or currency does not match the order' };
    }
    const paid = await orders.markPaid(order.id, payment.id, tx);
    if (!paid) return { outcome: 'ignored: order already paid' };
    return {
      outcome: 'processed: order paid',
      grant: {
        name: 'payment.succeeded',
        payload: { orderId: paid.id, userId: paid.userId, product: paid.product, reference: paid.reference },
      },
    };
  }

  async function paymentFailed(event: WebhookEvent, tx: Database): Promise<Applied> {
    const order = await orders.findByProviderRefs(provider.name, orderRefsOf(event), tx);
    if (!order) return { outcome: 'ignored: unknown order' };
    return {
      outcome: (await orders.markFailed(order.id, tx)) ? 'processed: order failed' : 'ignored: order not awaiting payment',
    };
  }

  async function subscriptionCreated(event: WebhookEvent, tx: Database): Promise<Applied> {
    const entity = event.payload.subscription?.entity;
    if (!entity) return { outcome: 'ignored: no subscription in the event' };
    const subscription = await subscriptions.findByProviderRef(provider.name, entity.id, tx);
    if (!subscription) return { outcome: 'ignored: unknown subscription' };
    const expectedPlan = subscription.planId ?? 'test_plan';
    if (entity.status !== 'active' || entity.plan_id !== expectedPlan) {
      return { outcome: 'ignored: subscription plan or status does not match' };
    }
    if (subscription.amountPaise !== PRICE_LIST[tierProduct(subscription.tier)].amountPaise) {
      return { outcome: 'ignored: subscription amount does not match the price' };
    }
    const end = entity.current_end ? new Date(entity.current_end * 1000) : new Date(now() + THIRTY_DAYS_MS);
    const active = await subscriptions.activate(subscription.id, end, tx);
    if (!active) return { outcome: 'ignored: subscription already active' };
    return {
      outcome: 'processed: subscription active',
      grant: { name: 'subscription.activated', payload: { subscriptionId: active.id, userId: active.userId, tier: active.tier } },
    };
  }

  const appliers: Record<WebhookKind, (event: WebhookEvent, tx: Database) => Promise<Applied>> = {
    'payment-success': paymentSucceeded,
    'payment-failed': paymentFailed,
    'subscription-created': subscriptionCreated,
  };

  return {
    async handle(delivery: WebhookDelivery): Promise<WebhookResult> {
      const { event, eventId } = verify(delivery);
      const kind = webhookKindOf(event.event);
      if (kind && delivery.path && kind !== delivery.path) {
        // Not claimed: the same event may still arrive at its own path.
        log.warn({ eventId, event: event.event, path: delivery.path }, 'webhook event delivered to another path; ignored');
        return 'ignored';
      }
      const applied = await deps.db.transaction(async (tx) => {
        // a signed body may carry U+0000 (which text and jsonb refuse): stored as ␀, applied as sent
        const claimed = await deps.events.claim(
          { eventId, provider: provider.name, eventName: storable(event.event), payload: storable(event) },
          tx,
        );
        if (!claimed) return null;
        const result: Applied = kind ? await appliers[kind](event, tx) : { outcome: 'ignored: event not handled' };
        await deps.events.setOutcome(eventId, result.outcome, tx);
        return result;
      });
      if (!applied) {
        log.info({ eventId, event: event.event }, 'webhook replay ignored');
        return 'duplicate';
      }
      log.info({ eventId, event: event.event, outcome: applied.outcome }, 'webhook handled');
      if (applied.grant?.name === 'payment.succeeded') await deps.bus.emit('payment.succeeded', applied.grant.payload);
      if (applied.grant?.name === 'subscription.activated') await deps.bus.emit('subscription.activated', applied.grant.payload);
      return applied.outcome.startsWith('processed') ? 'processed' : 'ignored';
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
