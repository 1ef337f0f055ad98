import {
  type ConfirmCheckoutRequest,
  type CreateOrderRequest,
  CreateOrderResponseSchema,
  CreateSubscriptionResponseSchema,
  type MentorshipTier,
  MyPaymentsResponseSchema,
  OrderResponseSchema,
  SubscriptionResponseSchema,
} from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Payments API calls shared by every paid service's screen. */
export const paymentKeys = { mine: ['payments', 'me'] as const };

export const createOrder = (body: CreateOrderRequest) =>
  apiRequest('/api/payments/orders', CreateOrderResponseSchema, { method: 'POST', body });

export const fetchOrder = (id: string) => apiRequest(`/api/payments/orders/${id}`, OrderResponseSchema);

export const confirmCheckout = (id: string, body: ConfirmCheckoutRequest) =>
  apiRequest(`/api/payments/orders/${id}/confirm`, OrderResponseSchema, { method: 'POST', body });

export const createSubscription = (tier: MentorshipTier) =>
  apiRequest('/api/payments/subscriptions', CreateSubscriptionResponseSchema, { method: 'POST', body: { tier } });

export const fetchSubscription = (id: string) => apiRequest(`/api/payments/subscriptions/${id}`, SubscriptionResponseSchema);

/** The local test provider's desk: decide the outcome of a test payment. */
export const completeTestOrder = (id: string, outcome: 'success' | 'failure') =>
  apiRequest(`/api/payments/test-provider/orders/${id}`, OrderResponseSchema, { method: 'POST', body: { outcome } });

export const activateTestSubscription = (id: string) =>
  apiRequest(`/api/payments/test-provider/subscriptions/${id}`, SubscriptionResponseSchema, { method: 'POST' });

export function useMyPayments(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.mine,
    queryFn: ({ signal }) => apiRequest('/api/payments/me', MyPaymentsResponseSchema, { signal }),
    enabled,
  });
}

/** Cancels the viewer's plan at the end of its paid period (nothing renews; it stays until then). */
export const cancelSubscription = () =>
  apiRequest('/api/payments/subscription/cancel', SubscriptionResponseSchema, { method: 'POST' });

/** Takes a cancellation back before the plan ends (where the provider allows it). */
export const resumeSubscription = () =>
  apiRequest('/api/payments/subscription/resume', SubscriptionResponseSchema, { method: 'POST' });
