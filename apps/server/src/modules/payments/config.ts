import { type PaymentMethod, PaymentMethodSchema } from '@codingkaro/contracts';
import { z } from 'zod';
import { booleanFromEnv, optionalText } from '../../lib/env';

export const DEFAULT_RAZORPAY_API_BASE = 'https://api.razorpay.com';

const planId = optionalText.pipe(
  z
    .string()
    .regex(/^plan_\w{1,40}$/, 'must be a Razorpay plan id such as plan_XXXXXXXX')
    .optional(),
);

/** The environment variables the payments module reads. */
export const paymentsEnv = {
  RAZORPAY_KEY_ID: optionalText.pipe(
    z
      .string()
      .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id such as rzp_test_XXXXXXXX')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: optionalText.pipe(z.string().url().optional()),
  RAZORPAY_PLAN_BASIC: planId,
  RAZORPAY_PLAN_PREMIUM: planId,
  RAZORPAY_PLAN_ENTERPRISE: planId,
  PAYMENT_METHODS: optionalText.pipe(
    z
      .string()
      .optional()
      .transform((value) => (value ?? 'checkout,payment-link,upi-qr').split(',').map((m) => m.trim()))
      .pipe(z.array(PaymentMethodSchema).min(1)),
  ),
  /** How old a webhook's `created_at` may be; Razorpay retries a failed delivery for up to 24 hours. */
  PAYMENT_WEBHOOK_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(172_800).default(86_400),
  PAYMENTS_ALLOW_TEST_PROVIDER: booleanFromEnv,
  PAYMENT_ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnv>>;

export interface RazorpaySettings {
  keyId: string;
  /** Secrets: never logged, never sent to the browser. */
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  /** Plan ids per tier from configuration; a missing one is created through the API on first use. */
  planIds: { basic: string | null; premium: string | null; enterprise: string | null };
}

export interface PaymentsConfig {
  /** Razorpay when its keys are set; otherwise null and the local test provider stands in (when allowed). */
  razorpay: RazorpaySettings | null;
  /** The local test provider is used without Razorpay keys outside production (or when explicitly allowed). */
  testProviderAllowed: boolean;
  methods: PaymentMethod[];
  webhookMaxAgeSeconds: number;
  /** Orders and subscriptions a user may start per minute (each calls the provider). */
  orderRateLimitPerMinute: number;
}

export function paymentsConfigFrom(e: PaymentsEnv, nodeEnv: string): PaymentsConfig {
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiBase: (e.RAZORPAY_API_BASE ?? DEFAULT_RAZORPAY_API_BASE).replace(/\/+$/, ''),
          planIds: {
            basic: e.RAZORPAY_PLAN_BASIC ?? null,
            premium: e.RAZORPAY_PLAN_PREMIUM ?? null,
            enterprise: e.RAZORPAY_PLAN_ENTERPRISE ?? null,
          },
        }
      : null;
  return {
    razorpay,
    testProviderAllowed: nodeEnv !== 'production' || e.PAYMENTS_ALLOW_TEST_PROVIDER,
    methods: [...new Set(e.PAYMENT_METHODS)],
    webhookMaxAgeSeconds: e.PAYMENT_WEBHOOK_MAX_AGE_SECONDS,
    orderRateLimitPerMinute: e.PAYMENT_ORDER_RATE_LIMIT_PER_MINUTE,
  };
}

/** Used by the config schema: the three Razorpay secrets come together or not at all. */
export function razorpayKeysIncomplete(
  e: Pick<PaymentsEnv, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>,
) {
  const set = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
  return set > 0 && set < 3;
}
