import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { PricingPage } from './pricing-page';

const config = {
  success: true,
  features: { payments: true, cvReview: true, mentorship: true, supportTickets: true, videos: false },
  roles: [],
  paymentProvider: 'test',
  paymentMethods: ['checkout'],
  supportEmail: null,
};
const premium = {
  id: '00000000-0000-4000-8000-000000000001',
  tier: 'premium',
  provider: 'test',
  status: 'active',
  amountPaise: 499_900,
  currentPeriodEnd: '2026-12-28T10:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
};

const renderPricing = () => renderWithApp([{ path: '/pricing', element: <PricingPage /> }], '/pricing');
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('PricingPage', () => {
  it('marks the plan you have, says until when, and offers a way to cancel it instead of a second checkout', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/payments/me': () => json(200, { success: true, orders: [], subscription: premium }),
    });
    renderPricing();
    expect(await screen.findByText('Your plan')).toBeInTheDocument();
    const mine = card('Premium');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('You are on this plan until 28 December 2026');
    expect(within(mine).getByRole('link', { name: 'Cancel or change plan' })).toHaveAttribute('href', '/support');
    const other = card('Basic');
    expect(other).toHaveTextContent('You have the Premium plan until 28 December 2026. To switch, cancel it first.');
    expect(within(other).queryByRole('button', { name: /Pay|Subscribe/ })).toBeNull();
    expect(screen.getByText(/Open a support ticket\.$/)).toBeInTheDocument();
  });

  it('offers every plan to a learner without one', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/payments/me': () => json(200, { success: true, orders: [], subscription: null }),
    });
    renderPricing();
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByText('Your plan')).toBeNull();
    expect(card('Basic')).not.toHaveTextContent('Cancel');
  });
});
