import { CV_MAX_BYTES } from '@codingkaro/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../lib/api-client';
import { json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { servicesConfig } from '../../testing/services-config';
import { CvReviewPage } from './cv-review-page';

const config = servicesConfig();
const review = (over: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'awaiting-upload',
  targetRole: 'Backend engineer',
  notes: '',
  learner: { name: 'Asha Rao', email: 'asha@example.com' },
  file: null,
  reviewerName: null,
  feedback: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  paidAt: '2026-11-28T10:05:00.000Z',
  submittedAt: null,
  reviewedAt: null,
  ...over,
});

const renderPage = () => renderWithApp([{ path: '/cv-review', element: <CvReviewPage /> }], '/cv-review');

describe('CvReviewPage', () => {
  it('says when the learner has not started a review yet', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/cv-reviews': () => json(200, { success: true, reviews: [] }),
    });
    renderPage();
    expect(await screen.findByText('You have not started a CV review yet.')).toBeInTheDocument();
  });

  it('refuses a CV over 5 MB before uploading it, in words', async () => {
    const { calls } = mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/cv-reviews': () => json(200, { success: true, reviews: [review()] }),
    });
    renderPage();
    const input = (await screen.findByLabelText(/Choose your CV/)) as HTMLInputElement;
    const big = new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('The CV must be at most 5 MB.');
    expect(calls.some((call) => call.startsWith('PUT '))).toBe(false);
  });

  it('shows where a submitted review stands', async () => {
    mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/cv-reviews': () =>
        json(200, {
          success: true,
          reviews: [review({ status: 'in-review', reviewerName: 'Meera', file: { name: 'asha-cv.pdf', bytes: 2048, pages: 2 } })],
        }),
    });
    renderPage();
    const card = (await screen.findByText('Meera is reading your CV now.')).closest('article') as HTMLElement;
    expect(within(card).getByText(/asha-cv\.pdf/)).toBeInTheDocument();
    expect(card).toHaveTextContent('2 pages');
  });

  it('words a refused start by its error code', async () => {
    const { calls } = mockApi({
      'GET /api/services/config': () => json(200, config),
      'GET /api/cv-reviews': () => json(200, { success: true, reviews: [] }),
      'POST /api/cv-reviews': () => json(429, { success: false, code: 'RATE_LIMITED', message: 'Too Many Requests' }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Role you are applying for'), 'Frontend engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Start a CV review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.RATE_LIMITED);
    expect(calls).toContain('POST /api/cv-reviews');
  });
});
