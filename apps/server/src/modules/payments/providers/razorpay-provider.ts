import type { MentorshipTier } from '@codingkaro/contracts';
import { z } from 'zod';
import { fetchUpstream, parseUpstreamJson, UpstreamError } from '../../../lib/upstream';
import type { RazorpaySettings } from '../config';
import { signatureMatches } from '../webhook-signature';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderOrderRequest,
  ProviderPayment,
  ProviderSubscription,
  ProviderSubscriptionRequest,
} from './payment-provider';

/** A single-use UPI QR code stays open this long. */
const QR_OPEN_SECONDS = 30 * 60;
/** Subscriptions bill monthly for a year, then end (the learner subscribes again). */
const SUBSCRIPTION_MONTHS = 12;

const IdSchema = (prefix: string) => z.object({ id: z.string().startsWith(prefix) }).passthrough();
const LinkSchema = IdSchema('plink_').extend({ short_url: z.string().url() });
const QrSchema = IdSchema('qr_').extend({ image_url: z.string().url() });
const SubscriptionSchema = IdSchema('sub_').extend({ short_url: z.string().url() });
const PaymentSchema = IdSchema('pay_').extend({
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

/** Plans per tier: configured ids first, else the stored one, else created through the API and stored. */
export interface PlanStore {
  find(tier: MentorshipTier, amountPaise: number): Promise<string | null>;
  save(tier: MentorshipTier, amountPaise: number, planId: string): Promise<void>;
}

export class RazorpayError extends Error {}

/** Razorpay's REST API (orders, Payment Links, UPI QR codes, plans, subscriptions) with Basic auth. */
export function createRazorpayProvider(settings: RazorpaySettings, plans: PlanStore): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    try {
      // Creating calls are not retried: a lost answer must not create a second order.
      const response = await fetchUpstream(`${settings.apiBase}${path}`, {
        method,
        body,
        headers: { authorization },
        retries: method === 'GET' ? 2 : 0,
      });
      const parsed = schema.safeParse(parseUpstreamJson(response));
      if (!parsed.success) throw new RazorpayError(`Razorpay ${method} ${path} answered an unexpected shape`);
      return parsed.data;
    } catch (error) {
      if (error instanceof UpstreamError) throw new RazorpayError(`Razorpay ${method} ${path} ${error.reason}`);
      throw error;
    }
  }

  async function planFor(tier: MentorshipTier, amountPaise: number): Promise<string> {
    const configured = settings.planIds[tier];
    if (configured) return configured;
    const stored = await plans.find(tier, amountPaise);
    if (stored) return stored;
    const plan = await call('POST', '/v1/plans', IdSchema('plan_'), {
      period: 'monthly',
      interval: 1,
      item: { name: `CodingKaro Mentorship ${tier}`, amount: amountPaise, currency: 'INR' },
      notes: { tier },
    });
    await plans.save(tier, amountPaise, plan.id);
    return plan.id;
  }

  return {
    name: 'razorpay',
    webhookSecret: settings.webhookSecret,

    async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
      const notes = { ck_order_id: request.orderId };
      if (request.method === 'payment-link') {
        const link = await call('POST', '/v1/payment_links', LinkSchema, {
          amount: request.amountPaise,
          currency: request.currency,
          description: request.description,
          reference_id: request.orderId,
          customer: request.customer,
          notify: { email: true, sms: false },
          callback_url: request.returnUrl,
          callback_method: 'get',
          notes,
        });
        return { providerRef: link.id, checkout: { kind: 'redirect', url: link.short_url } };
      }
      if (request.method === 'upi-qr') {
        const qr = await call('POST', '/v1/payments/qr_codes', QrSchema, {
          type: 'upi_qr',
          name: 'CodingKaro',
          usage: 'single_use',
          fixed_amount: true,
          payment_amount: request.amountPaise,
          description: request.description,
          close_by: Math.floor(Date.now() / 1000) + QR_OPEN_SECONDS,
          notes,
        });
        return { providerRef: qr.id, checkout: { kind: 'upi-qr', imageUrl: qr.image_url } };
      }
      const order = await call('POST', '/v1/orders', IdSchema('order_'), {
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.orderId.replace(/-/g, '').slice(0, 40),
        notes,
      });
      return {
        providerRef: order.id,
        checkout: {
          kind: 'razorpay-checkout',
          keyId: settings.keyId,
          providerOrderId: order.id,
          amountPaise: request.amountPaise,
          currency: request.currency,
          description: request.description,
          prefill: request.customer,
        },
      };
    },

    async createSubscription(request: ProviderSubscriptionRequest): Promise<ProviderSubscription> {
      const planId = await planFor(request.tier, request.amountPaise);
      const subscription = await call('POST', '/v1/subscriptions', SubscriptionSchema, {
        plan_id: planId,
        total_count: SUBSCRIPTION_MONTHS,
        quantity: 1,
        customer_notify: 1,
        notes: { ck_subscription_id: request.subscriptionId, tier: request.tier },
      });
      return { providerRef: subscription.id, planId, checkout: { kind: 'redirect', url: subscription.short_url } };
    },

    async cancelAtCycleEnd(providerRef: string) {
      await call('POST', `/v1/subscriptions/${encodeURIComponent(providerRef)}/cancel`, IdSchema('sub_'), {
        cancel_at_cycle_end: 1,
      });
    },

    // Razorpay: "Once cancelled, you cannot renew or reactivate it" (a scheduled cancellation included).
    canResume: false,
    async resume() {
      throw new RazorpayError('Razorpay cannot take back a cancelled subscription');
    },

    verifyCheckoutSignature(providerOrderId, paymentId, signature) {
      return signatureMatches(`${providerOrderId}|${paymentId}`, settings.keySecret, signature);
    },

    async fetchPayment(paymentId: string): Promise<ProviderPayment> {
      const payment = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, PaymentSchema);
      return {
        id: payment.id,
        orderId: payment.order_id ?? null,
        amountPaise: payment.amount,
        currency: payment.currency,
        status: payment.status,
      };
    },
  };
}
