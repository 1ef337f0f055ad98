import type { CheckoutInstructions, MentorshipTier, PaymentMethod } from '@codingkaro/contracts';

export interface ProviderOrderRequest {
  /** Our order id, sent along as the receipt / reference so the provider's records point back to it. */
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  description: string;
  method: PaymentMethod;
  customer: { name: string; email: string };
  /** Where a hosted payment page sends the payer afterwards. */
  returnUrl: string;
}

export interface ProviderOrder {
  /** The provider's id the payment will name: order_…, plink_… or qr_…. */
  providerRef: string;
  checkout: CheckoutInstructions;
}

export interface ProviderSubscriptionRequest {
  subscriptionId: string;
  tier: MentorshipTier;
  amountPaise: number;
  customer: { name: string; email: string };
}

export interface ProviderSubscription {
  providerRef: string;
  planId: string | null;
  checkout: CheckoutInstructions;
}

/** A captured payment as the provider reports it when asked directly. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: string;
}

/**
 * A payment provider: creates what the payer pays and answers questions about payments. Webhook
 * deliveries are verified with `webhookSecret` by the webhook routes, the same way for every provider.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** HMAC-SHA256 key of webhook signatures. */
  readonly webhookSecret: string;
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  createSubscription(request: ProviderSubscriptionRequest): Promise<ProviderSubscription>;
  /** Razorpay Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Stops renewal: the subscription ends with its current billing cycle. */
  cancelAtCycleEnd(providerRef: string): Promise<void>;
  /** Whether a cancellation can be taken back before the cycle ends (Razorpay's cannot). */
  readonly canResume: boolean;
  /** Takes back `cancelAtCycleEnd`; only called when `canResume`. */
  resume(providerRef: string): Promise<void>;
}
