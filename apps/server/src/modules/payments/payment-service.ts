import {
  type CheckoutInstructions,
  type ConfirmCheckoutRequest,
  type CreateOrderRequest,
  type MentorshipTier,
  type Order,
  PRICE_LIST,
  type Subscription,
  tierProduct,
} from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { DomainEventBus } from '../../lib/domain-events';
import type { PayableItems } from '../../lib/payable-items';
import type { PaymentsConfig } from './config';
import type { OrderRepository, OrderRow } from './order-repository';
import { toOrder, toSubscription } from './payment-mappers';
import type { PaymentProvider } from './providers/payment-provider';
import type { SubscriptionRepository } from './subscription-repository';

export const PAYMENTS_UNAVAILABLE = 'Payments are not set up on this server yet. Nothing was charged.';
export const NOTHING_TO_PAY = 'Nothing of yours is waiting for this payment.';
export const ALREADY_PAID = 'This is already paid for (or no longer waits for payment). Nothing was charged.';
export const PROVIDER_FAILED = 'The payment provider could not be reached. Nothing was charged; please try again.';

export interface Payer {
  id: string;
  name: string;
  email: string;
}

export interface PaymentServiceDeps {
  db: Database;
  provider: PaymentProvider | null;
  config: PaymentsConfig;
  features: Record<'cvReview' | 'mentorship', boolean>;
  orders: OrderRepository;
  subscriptions: SubscriptionRepository;
  events: DomainEventBus;
  /** What an order may pay for: the payer's own item awaiting payment. */
  payables: PayableItems;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A payment whose amount and currency match both the order and our price list. */
export function paymentMatchesOrder(order: OrderRow, payment: { amountPaise: number; currency: string }): boolean {
  const price = PRICE_LIST[order.product];
  return (
    payment.amountPaise === order.amountPaise &&
    order.amountPaise === price.amountPaise &&
    payment.currency === order.currency &&
    order.currency === price.currency
  );
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { orders, subscriptions, log } = deps;

  const requireProvider = (): PaymentProvider => {
    if (!deps.provider) throw new AppError(503, PAYMENTS_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
    return deps.provider;
  };

  async function ownOrder(user: Payer, orderId: string): Promise<OrderRow> {
    const order = await orders.find(orderId);
    // Another user's order answers exactly like a missing one.
    if (!order || order.userId !== user.id) throw notFound('Order not found');
    return order;
  }

  return {
    async createOrder(user: Payer, request: CreateOrderRequest): Promise<{ order: Order; checkout: CheckoutInstructions }> {
      const provider = requireProvider();
      const price = PRICE_LIST[request.product];
      if (price.feature !== 'cvReview' && price.feature !== 'mentorship') throw notFound();
      if (!deps.features[price.feature]) throw notFound();
      if (!deps.config.methods.includes(request.method)) throw badRequest('This payment method is not offered.');
      await requirePayable(user, request);
      const row = await orders.create({
        userId: user.id,
        product: request.product,
        method: request.method,
        provider: provider.name,
        amountPaise: price.amountPaise,
        reference: request.reference ?? null,
      });
      try {
        const created = await provider.createOrder({
          orderId: row.id,
          amountPaise: row.amountPaise,
          currency: row.currency,
          description: price.name,
          method: request.method,
          customer: { name: user.name, email: user.email },
          returnUrl: `${deps.publicUrl}/pricing?order=${row.id}`,
        });
        await orders.setProviderRef(row.id, created.providerRef);
        return { order: toOrder(row), checkout: created.checkout };
      } catch (error) {
        await orders.markFailed(row.id);
        log.warn({ err: error, orderId: row.id }, 'payment provider order creation failed');
        throw new AppError(502, PROVIDER_FAILED, 'UPSTREAM_FAILED');
      }
    },

    async getOrder(user: Payer, orderId: string): Promise<Order> {
      return toOrder(await ownOrder(user, orderId));
    },

    /**
     * Razorpay Checkout's success handler: the signature proves the payment id belongs to our
     * order; the payment is then fetched from the provider to check it is captured with our amount.
     */
    async confirmCheckout(user: Payer, orderId: string, body: ConfirmCheckoutRequest): Promise<Order> {
      const provider = requireProvider();
      const order = await ownOrder(user, orderId);
      if (order.status === 'paid') return toOrder(order);
      if (
        order.provider !== provider.name ||
        order.providerRef !== body.razorpayOrderId ||
        !provider.verifyCheckoutSignature(body.razorpayOrderId, body.razorpayPaymentId, body.razorpaySignature)
      ) {
        throw badRequest('The payment could not be verified.');
      }
      let payment: Awaited<ReturnType<PaymentProvider['fetchPayment']>>;
      try {
        payment = await provider.fetchPayment(body.razorpayPaymentId);
      } catch (error) {
        log.warn({ err: error, orderId }, 'payment lookup failed');
        throw new AppError(502, PROVIDER_FAILED, 'UPSTREAM_FAILED');
      }
      if (payment.status !== 'captured' || payment.orderId !== order.providerRef || !paymentMatchesOrder(order, payment)) {
        log.warn({ orderId, status: payment.status }, 'checkout confirmation refused: payment does not match the order');
        throw badRequest('The payment could not be verified.');
      }
      const paid = await orders.markPaid(order.id, payment.id);
      if (paid) await announcePaid(paid);
      return toOrder(paid ?? (await ownOrder(user, orderId)));
    },

    async createSubscription(
      user: Payer,
      tier: MentorshipTier,
    ): Promise<{ subscription: Subscription; checkout: CheckoutInstructions }> {
      const provider = requireProvider();
      if (!deps.features.mentorship) throw notFound();
      const active = await subscriptions.findActive(user.id);
      if (active) throw new AppError(409, `You already have the ${active.tier} plan until it ends.`, 'CONFLICT');
      const row = await subscriptions.create({
        userId: user.id,
        tier,
        provider: provider.name,
        amountPaise: PRICE_LIST[tierProduct(tier)].amountPaise,
      });
      try {
        const created = await provider.createSubscription({
          subscriptionId: row.id,
          tier,
          amountPaise: row.amountPaise,
          customer: { name: user.name, email: user.email },
        });
        await subscriptions.setProviderRef(row.id, created.providerRef, created.planId);
        return { subscription: toSubscription(row), checkout: created.checkout };
      } catch (error) {
        log.warn({ err: error, subscriptionId: row.id }, 'payment provider subscription creation failed');
        throw new AppError(502, PROVIDER_FAILED, 'UPSTREAM_FAILED');
      }
    },

    async getSubscription(user: Payer, id: string): Promise<Subscription> {
      const row = await subscriptions.find(id);
      if (!row || row.userId !== user.id) throw notFound('Subscription not found');
      return toSubscription(row);
    },

    /** Cancels the payer's plan at the end of the paid period: nothing renews, the plan stays until then. */
    async cancelSubscription(user: Payer): Promise<Subscription> {
      const provider = requireProvider();
      const active = await subscriptions.findActive(user.id);
      if (!active) throw notFound('You have no plan to cancel.');
      if (active.cancelAtPeriodEnd) return toSubscription(active);
      if (!active.providerRef) throw new AppError(409, 'This plan is still being set up; try again in a minute.', 'CONFLICT');
      try {
        await provider.cancelAtCycleEnd(active.providerRef);
      } catch (error) {
        log.warn({ err: error, subscriptionId: active.id }, 'payment provider cancellation failed');
        throw new AppError(502, PROVIDER_FAILED, 'UPSTREAM_FAILED');
      }
      log.info({ subscriptionId: active.id }, 'subscription cancelled at period end');
      return toSubscription(await subscriptions.setCancelAtPeriodEnd(active.id, true));
    },

    /** Takes a cancellation back before the plan ends, where the provider allows it. */
    async resumeSubscription(user: Payer): Promise<Subscription> {
      const provider = requireProvider();
      const active = await subscriptions.findActive(user.id);
      if (!active) throw notFound('You have no plan to resume.');
      if (!active.cancelAtPeriodEnd) return toSubscription(active);
      if (!toSubscription(active).resumable || !provider.canResume || !active.providerRef) {
        throw new AppError(
          409,
          'This cancellation cannot be taken back; you can subscribe again once the plan ends.',
          'CONFLICT',
        );
      }
      try {
        await provider.resume(active.providerRef);
      } catch (error) {
        log.warn({ err: error, subscriptionId: active.id }, 'payment provider resume failed');
        throw new AppError(502, PROVIDER_FAILED, 'UPSTREAM_FAILED');
      }
      return toSubscription(await subscriptions.setCancelAtPeriodEnd(active.id, false));
    },

    async mine(user: Payer) {
      const [list, active] = await Promise.all([orders.listForUser(user.id), subscriptions.findActive(user.id)]);
      return { orders: list.map(toOrder), subscription: active ? toSubscription(active) : null };
    },
  };

  /**
   * An order pays for one of the payer's own items that waits for payment: anyone else's item, a
   * made-up reference or none answers 404 (like a missing item); a paid or closed one 409, so
   * nothing can be charged twice.
   */
  async function requirePayable(user: Payer, request: CreateOrderRequest): Promise<void> {
    if (!request.reference) throw notFound(NOTHING_TO_PAY);
    const state = await deps.payables.stateOf(request.product, user.id, request.reference);
    if (state === null) throw notFound(NOTHING_TO_PAY);
    if (state !== 'awaiting-payment' || (await orders.findPaid(user.id, request.product, request.reference)))
      throw new AppError(409, ALREADY_PAID, 'CONFLICT');
  }

  async function announcePaid(order: OrderRow) {
    log.info({ orderId: order.id, product: order.product }, 'order paid');
    await deps.events.emit('payment.succeeded', {
      orderId: order.id,
      userId: order.userId,
      product: order.product,
      reference: order.reference,
    });
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>;
