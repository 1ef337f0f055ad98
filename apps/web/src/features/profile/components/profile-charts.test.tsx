import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileWith } from '../lib/test-profile';
import ActivityHeatmap from './activity-heatmap';
import { ActivityView } from './activity-view';
import RatingChart, { CHART_WIDTH } from './rating-chart';

afterEach(() => vi.restoreAllMocks());

describe('profile charts on a phone', () => {
  it('opens this year’s heatmap at its latest weeks, a past year at January', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(700);
    const thisYear = new Date().getFullYear();
    const { rerender } = render(<ActivityHeatmap year={thisYear} days={new Map()} filter="all" />);
    expect(screen.getByTestId('heatmap-scroller').scrollLeft).toBe(700);
    rerender(<ActivityHeatmap year={thisYear - 1} days={new Map()} filter="all" />);
    expect(screen.getByTestId('heatmap-scroller').scrollLeft).toBe(0);
  });

  it('draws the rating chart at a phone’s width so its labels keep their size', () => {
    const points = [
      { date: '2026-01-05T00:00:00.000Z', rating: 1400, contest: 'Round 1', rank: 10 },
      { date: '2026-03-05T00:00:00.000Z', rating: 1550, contest: 'Round 2', rank: 5 },
    ];
    const narrow = (matches: boolean) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query: string) =>
            ({ matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
        );
    narrow(true);
    const { unmount } = render(<RatingChart points={points} label="Codeforces" />);
    expect(screen.getByRole('img', { name: /Codeforces rating/ })).toHaveAttribute('viewBox', `0 0 ${CHART_WIDTH.narrow} 160`);
    unmount();
    narrow(false);
    render(<RatingChart points={points} label="Codeforces" />);
    expect(screen.getByRole('img', { name: /Codeforces rating/ })).toHaveAttribute('viewBox', `0 0 ${CHART_WIDTH.wide} 160`);
  });
});

describe('the activity panel’s streaks', () => {
  it('explain why they can differ from the menu’s flame', () => {
    render(<ActivityView profile={profileWith({})} />);
    expect(screen.getByTestId('streak-explainer')).toHaveTextContent(
      'The flame in the menu is your CodingKaro practice streak only, so the two can differ.',
    );
  });
});
