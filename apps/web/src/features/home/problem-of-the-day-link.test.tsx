import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, json, mockApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-app';
import { ProblemOfTheDayLink } from './problem-of-the-day-link';

const routes = [{ path: '/', element: <ProblemOfTheDayLink /> }];
const problem = { date: '2026-11-28', slug: 'valid-parentheses', title: 'Valid Parentheses', difficulty: 'Easy', solved: false };

describe('ProblemOfTheDayLink', () => {
  it('holds its two-line box from the first paint, busy until the answer, then links the problem and the day', async () => {
    const day = heldAnswer();
    mockApi({ 'GET /api/daily/problem': day.respond });
    renderWithApp(routes, '/');
    const box = screen.getByTestId('problem-of-the-day');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveClass('h-11');
    expect(box).toBeEmptyDOMElement();

    day.answer(() => json(200, { success: true, date: '2026-11-28', endsAt: '2026-11-29T00:00:00.000Z', problem }));
    const link = await screen.findByRole('link', { name: 'Valid Parentheses' });
    expect(link).toHaveAttribute('href', '/problems/valid-parentheses');
    expect(screen.getByRole('link', { name: 'See your day' })).toHaveAttribute('href', '/today');
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByTestId('problem-of-the-day')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('problem-of-the-day')).toHaveClass('h-11');
  });

  it('keeps the box, empty, when the day cannot be read', async () => {
    mockApi({ 'GET /api/daily/problem': () => json(503, { success: false, message: 'Database unavailable' }) });
    renderWithApp(routes, '/');
    await waitFor(() => expect(screen.getByTestId('problem-of-the-day')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('problem-of-the-day')).toBeEmptyDOMElement();
    expect(screen.getByTestId('problem-of-the-day')).toHaveClass('h-11');
  });
});
