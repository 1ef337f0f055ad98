import type { SheetPlace } from '@codingkaro/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-app';
import { SheetPlaces } from './sheet-places';

const routes = [{ path: '/problems/:slug', element: <SheetPlaces slug="two-sum" /> }];
const place = (extra: Partial<SheetPlace>): SheetPlace => ({
  courseSlug: 'data-structures',
  courseTitle: 'DSA Placement Preparation',
  dayNumber: 3,
  dayTitle: 'Arrays Part-III',
  questionKey: 'two-sum',
  questionTitle: 'Two Sum',
  position: 14,
  total: 191,
  previous: { key: 'majority-n-3', title: 'Majority Element (n/3)', problemSlug: 'majority-element-ii', practice: null },
  next: { key: 'four-sum', title: '4 Sum', problemSlug: null, practice: 'https://example.org/4sum' },
  ...extra,
});

describe('SheetPlaces', () => {
  it('shows the sheet, day and position, with previous (in-app, same sheet) and next (original site) links', async () => {
    mockApi({ 'GET /api/courses/places/two-sum': () => json(200, { success: true, places: [place({})] }) });
    renderWithApp(routes, '/problems/two-sum');
    const list = await screen.findByRole('list', { name: 'In the sheets' });
    expect(list).toHaveTextContent('DSA Placement Preparation·Day 3: Arrays Part-III·Question 14 of 191');
    expect(within(list).getByRole('link', { name: 'Previous: Majority Element (n/3)' })).toHaveAttribute(
      'href',
      '/problems/majority-element-ii?sheet=data-structures',
    );
    const next = within(list).getByRole('link', { name: 'Next: 4 Sum (original, opens in a new tab)' });
    expect(next).toHaveAttribute('href', 'https://example.org/4sum');
    expect(next).toHaveAttribute('target', '_blank');
  });

  it('keeps to the sheet the learner came from, and shows nothing for a problem in no sheet', async () => {
    const other = place({ courseSlug: 'lovebabbar', courseTitle: "Love Babbar's 450", previous: null, next: null });
    mockApi({ 'GET /api/courses/places/two-sum': () => json(200, { success: true, places: [place({}), other] }) });
    const { unmount } = renderWithApp(routes, '/problems/two-sum?sheet=lovebabbar');
    const list = await screen.findByRole('list', { name: 'In the sheets' });
    expect(list).toHaveTextContent("Love Babbar's 450");
    expect(list).not.toHaveTextContent('DSA Placement Preparation');
    expect(within(list).queryByRole('navigation')).toBeNull();
    unmount();

    const api = mockApi({ 'GET /api/courses/places/two-sum': () => json(200, { success: true, places: [] }) });
    const empty = renderWithApp(routes, '/problems/two-sum');
    await vi.waitFor(() =>
      expect(empty.queryClient.getQueryState(['problems', 'sheet-places', 'two-sum'])?.status).toBe('success'),
    );
    expect(api.calls).toContain('GET /api/courses/places/two-sum');
    expect(screen.queryByRole('list', { name: 'In the sheets' })).toBeNull();
  });
});
