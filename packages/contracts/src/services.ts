import { z } from 'zod';

/**
 * Paid services (spec 1 and 9): the feature flags, staff roles and the price list. Prices are in
 * paise (the smallest unit of the Indian rupee); the site shows rupees with two decimals.
 */
/** What the server offers; `videos` is on when a playlist is configured (not a switch of its own). */
export const FeatureFlagSchema = z.enum(['payments', 'cvReview', 'mentorship', 'supportTickets', 'videos']);
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;

export const StaffRoleSchema = z.enum(['admin', 'mentor', 'reviewer']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const PaymentMethodSchema = z.enum(['checkout', 'payment-link', 'upi-qr']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const MentorshipTierSchema = z.enum(['basic', 'premium', 'enterprise']);
export type MentorshipTier = z.infer<typeof MentorshipTierSchema>;

/** What can be bought once (an order) and what is billed monthly (a subscription). */
export const OneTimeProductSchema = z.enum(['cv-review', 'mentorship-session']);
export type OneTimeProduct = z.infer<typeof OneTimeProductSchema>;
export const ProductIdSchema = z.enum([
  'cv-review',
  'mentorship-session',
  'mentorship-basic',
  'mentorship-premium',
  'mentorship-enterprise',
]);
export type ProductId = z.infer<typeof ProductIdSchema>;

export interface PriceListEntry {
  name: string;
  amountPaise: number;
  currency: 'INR';
  billing: 'one-time' | 'monthly';
  /** Which feature flag hides this product when off. */
  feature: FeatureFlag;
}

/** The spec's price list (section 9). The server checks every payment against it. */
export const PRICE_LIST: Record<ProductId, PriceListEntry> = {
  'cv-review': { name: 'CV review', amountPaise: 99_900, currency: 'INR', billing: 'one-time', feature: 'cvReview' },
  'mentorship-session': {
    name: 'One-time mentorship session',
    amountPaise: 149_900,
    currency: 'INR',
    billing: 'one-time',
    feature: 'mentorship',
  },
  'mentorship-basic': {
    name: 'Mentorship Basic',
    amountPaise: 59_900,
    currency: 'INR',
    billing: 'monthly',
    feature: 'mentorship',
  },
  'mentorship-premium': {
    name: 'Mentorship Premium',
    amountPaise: 99_900,
    currency: 'INR',
    billing: 'monthly',
    feature: 'mentorship',
  },
  'mentorship-enterprise': {
    name: 'Mentorship Enterprise',
    amountPaise: 199_900,
    currency: 'INR',
    billing: 'monthly',
    feature: 'mentorship',
  },
};

export const tierProduct = (tier: MentorshipTier): ProductId => `mentorship-${tier}`;

/** Sessions a month included in each mentorship tier (our own choice; the spec names only the tiers). */
export const TIER_MONTHLY_SESSIONS: Record<MentorshipTier, number> = { basic: 1, premium: 2, enterprise: 4 };

/** 99900 -> "₹999.00" */
export function formatRupees(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  return `₹${rupees.toLocaleString('en-IN')}.${rest}`;
}

export const ServicesConfigResponseSchema = z.object({
  success: z.literal(true),
  features: z.record(FeatureFlagSchema, z.boolean()),
  /** The signed-in user's staff roles from configuration; empty for learners and guests. */
  roles: z.array(StaffRoleSchema),
  /** 'test' is the clearly labelled local stand-in used when no Razorpay keys are configured; null: payments unavailable. */
  paymentProvider: z.enum(['razorpay', 'test']).nullable(),
  paymentMethods: z.array(PaymentMethodSchema),
  supportEmail: z.string().nullable(),
});
export type ServicesConfigResponse = z.infer<typeof ServicesConfigResponseSchema>;
