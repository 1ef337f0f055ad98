import type { ServicesConfigResponse, StaffRole } from '@codingkaro/contracts';

/**
 * Test-only: `GET /api/services/config` as the server answers it with every paid service on (payments through the
 * labelled test provider), for a learner unless staff `roles` are given.
 */
export const servicesConfig = (roles: StaffRole[] = []): ServicesConfigResponse => ({
  success: true,
  features: { payments: true, cvReview: true, mentorship: true, supportTickets: true, videos: false },
  roles,
  paymentProvider: 'test',
  paymentMethods: ['checkout'],
  supportEmail: null,
});
