import { z } from 'zod';

/** The spec's webhook paths (section 7). */
export const WEBHOOK_KINDS = ['payment-success', 'payment-failed', 'subscription-created'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** The provider's native event names mapped onto the spec's three webhooks. */
const NATIVE_EVENT_KIND: Record<string, WebhookKind> = {
  'payment.captured': 'payment-success',
  'order.paid': 'payment-success',
  'payment_link.paid': 'payment-success',
  'qr_code.credited': 'payment-success',
  'subscription.charged': 'payment-success',
  'payment.failed': 'payment-failed',
  'subscription.activated': 'subscription-created',
};

export const webhookKindOf = (eventName: string): WebhookKind | null => NATIVE_EVENT_KIND[eventName] ?? null;

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape).passthrough() }).optional();

const PaymentEntity = {
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullish(),
};

/** A Razorpay webhook body: only the fields we act on are required; everything else is kept as sent. */
export const WebhookEventSchema = z
  .object({
    event: z.string().min(1).max(100),
    created_at: z.number().int(),
    payload: z
      .object({
        payment: entity(PaymentEntity),
        order: entity({ id: z.string(), amount: z.number().int().optional(), currency: z.string().optional() }),
        payment_link: entity({ id: z.string(), amount: z.number().int().optional(), currency: z.string().optional() }),
        qr_code: entity({ id: z.string() }),
        subscription: entity({
          id: z.string(),
          plan_id: z.string().nullish(),
          status: z.string(),
          current_end: z.number().int().nullish(),
        }),
      })
      .passthrough(),
  })
  .passthrough();
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/**
 * The provider references that may name one of our orders, most specific first: a Payment Link or
 * QR code pays through an order the provider makes itself, so its own id must win over `order_id`.
 */
export function orderRefsOf(event: WebhookEvent): string[] {
  const { payload } = event;
  return [
    payload.payment_link?.entity.id,
    payload.qr_code?.entity.id,
    payload.order?.entity.id,
    payload.payment?.entity.order_id ?? undefined,
  ].filter((ref): ref is string => Boolean(ref));
}
