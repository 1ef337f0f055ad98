import { z } from 'zod';
import { MentorshipTierSchema, OneTimeProductSchema, PaymentMethodSchema, ProductIdSchema } from './services';

export const OrderStatusSchema = z.enum(['created', 'paid', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How the browser completes a payment for one order. */
export const CheckoutInstructionsSchema = z.discriminatedUnion('kind', [
  /** Razorpay Checkout (cards, UPI, netbanking) opened in the page with the public key id. */
  z.object({
    kind: z.literal('razorpay-checkout'),
    keyId: z.string(),
    providerOrderId: z.string(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string() }),
  }),
  /** A hosted payment page (Razorpay Payment Link or a subscription's authorisation page). */
  z.object({ kind: z.literal('redirect'), url: z.string().url() }),
  /** A single-use UPI QR code to scan with any UPI app. */
  z.object({ kind: z.literal('upi-qr'), imageUrl: z.string().url() }),
  /** The local test provider: no real money moves; the page offers "pay" and "fail" buttons. */
  z.object({ kind: z.literal('test') }),
]);
export type CheckoutInstructions = z.infer<typeof CheckoutInstructionsSchema>;

export const OrderSchema = z.object({
  id: z.string().uuid(),
  product: ProductIdSchema,
  method: PaymentMethodSchema,
  provider: z.enum(['razorpay', 'test']),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  status: OrderStatusSchema,
  /** What this order pays for (a CV review or a booking), when it pays for something specific. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CreateOrderRequestSchema = z.object({
  product: OneTimeProductSchema,
  method: PaymentMethodSchema,
  reference: z.string().uuid().optional(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

export const CreateOrderResponseSchema = z.object({
  success: z.literal(true),
  order: OrderSchema,
  checkout: CheckoutInstructionsSchema,
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

export const OrderResponseSchema = z.object({ success: z.literal(true), order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const OrderParamsSchema = z.object({ id: z.string().uuid() });

/** What Razorpay Checkout's handler hands the page after a successful payment. */
export const ConfirmCheckoutRequestSchema = z.object({
  razorpayPaymentId: z.string().regex(/^pay_\w{1,40}$/),
  razorpayOrderId: z.string().regex(/^order_\w{1,40}$/),
  razorpaySignature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ConfirmCheckoutRequest = z.infer<typeof ConfirmCheckoutRequestSchema>;

export const SubscriptionStatusSchema = z.enum(['created', 'active', 'halted', 'cancelled', 'completed']);

export const SubscriptionSchema = z.object({
  id: z.string().uuid(),
  tier: MentorshipTierSchema,
  provider: z.enum(['razorpay', 'test']),
  status: SubscriptionStatusSchema,
  amountPaise: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled by the payer: it does not renew and ends at `currentPeriodEnd`. */
  cancelAtPeriodEnd: z.boolean(),
  /** The cancellation can still be taken back (before `currentPeriodEnd`). */
  resumable: z.boolean(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CreateSubscriptionRequestSchema = z.object({ tier: MentorshipTierSchema });
export const CreateSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: SubscriptionSchema,
  checkout: CheckoutInstructionsSchema,
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;
export const SubscriptionResponseSchema = z.object({ success: z.literal(true), subscription: SubscriptionSchema });

export const MyPaymentsResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OrderSchema),
  /** The active mentorship subscription, if any. */
  subscription: SubscriptionSchema.nullable(),
});
export type MyPaymentsResponse = z.infer<typeof MyPaymentsResponseSchema>;

/** The local test provider's "complete this payment" call (never available with Razorpay keys). */
export const TestPaymentRequestSchema = z.object({ outcome: z.enum(['success', 'failure']) });
export type TestPaymentRequest = z.infer<typeof TestPaymentRequestSchema>;

export const WebhookAckResponseSchema = z.object({
  success: z.literal(true),
  /** processed: state changed; duplicate: this event id was already handled; ignored: acknowledged, nothing changed. */
  result: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookAckResponse = z.infer<typeof WebhookAckResponseSchema>;
