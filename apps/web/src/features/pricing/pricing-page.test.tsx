import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../lib/api-client';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { servicesConfig } from '../../testing/services-config';
import { PricingPage } from './pricing-page';

const config = servicesConfig();
const premium = {
  id: '00000000-0000-4000-8000-000000000001',
  tier: 'premium',
  provider: 'test',
  status: 'active',
  amountPaise: 499_900,
  currentPeriodEnd: '2026-12-28T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  resumable: false,
  createdAt: '2026-11-28T10:00:00.000Z',
};

const renderPricing = () => renderWithApp([{ path: '/pricing', element: <PricingPage /> }], '/pricing');
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('PricingPage', () => {
  it('marks the plan you have, says until when, and offers Cancel instead of a second checkout', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/payments/me': () => json(200, { success: true, orders: [], subscription: premium }),
    });
    renderPricing();
    expect(await screen.findByText('Your plan')).toBeInTheDocument();
    const mine = card('Premium');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('You are on this plan until 28 December 2026');
    expect(within(mine).getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    const other = card('Basic');
    expect(other).toHaveTextContent('You have the Premium plan until 28 December 2026. To switch, cancel it first.');
    expect(within(other).queryByRole('button', { name: /Pay|Subscribe/ })).toBeNull();
    expect(screen.getByText(/Open a support ticket\.$/)).toBeInTheDocument();
  });

  it('cancels at the period end after asking, shows "Cancels on", and resumes', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/payments/me': () => json(200, { success: true, orders: [], subscription: premium }),
      'POST /api/payments/subscription/cancel': () => {
        calls.push('cancel');
        return json(200, { success: true, subscription: { ...premium, cancelAtPeriodEnd: true, resumable: true } });
      },
      'POST /api/payments/subscription/resume': () => {
        calls.push('resume');
        return json(200, { success: true, subscription: premium });
      },
    });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByText('Your plan');
    await user.click(within(card('Premium')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your Premium plan?' });
    expect(dialog).toHaveTextContent('You keep its sessions until 28 December 2026');
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep plan' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(within(card('Premium')).getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(card('Premium')).findByText(/Cancels on 28 December 2026\./)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('Basic')).toHaveTextContent('Your Premium plan ends on 28 December 2026; you can choose another plan then.');

    await user.click(within(card('Premium')).getByRole('button', { name: 'Resume plan' }));
    expect(await within(card('Premium')).findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(card('Premium')).toHaveTextContent('it renews each month');
    expect(calls).toEqual(['cancel', 'resume']);
  });

  it('says a cancellation the provider cannot take back is final until the plan ends', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/payments/me': () =>
        json(200, { success: true, orders: [], subscription: { ...premium, provider: 'razorpay', cancelAtPeriodEnd: true } }),
    });
    renderPricing();
    const mine = await screen.findByText(/Cancels on 28 December 2026/);
    expect(mine.closest('article')).toHaveTextContent('You can subscribe again once it ends.');
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
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

  it('words a refused subscription by its code inside the plan it was for', async () => {
    const { calls } = mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/payments/me': () => json(200, { success: true, orders: [], subscription: null }),
      'POST /api/payments/subscriptions': () => json(429, { success: false, code: 'RATE_LIMITED', message: 'Too Many Requests' }),
    });
    renderPricing();
    await screen.findAllByRole('heading', { level: 3 });
    const basic = card('Basic');
    await userEvent.click(await within(basic).findByRole('button', { name: /^Subscribe to/ }));
    expect(await within(basic).findByRole('alert')).toHaveTextContent(ERROR_TEXTS.RATE_LIMITED);
    expect(basic).not.toHaveTextContent('Too Many Requests');
    expect(calls).toContain('POST /api/payments/subscriptions');
  });
});
