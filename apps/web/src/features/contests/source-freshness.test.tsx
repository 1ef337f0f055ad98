import type { ContestSourceStatus } from '@codingkaro/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SourceFreshness } from './source-freshness';

const now = Date.parse('2026-11-28T12:00:00Z');
const fetched = (platform: ContestSourceStatus['platform']): ContestSourceStatus => ({
  platform,
  lastSuccessAt: '2026-11-28T11:55:00Z',
  failingSince: null,
  lastError: null,
  lastAttemptAt: '2026-11-28T11:55:00Z',
  contestCount: 3,
});

const lines = () =>
  within(screen.getByRole('list', { name: 'Where the contests come from' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SourceFreshness', () => {
  it("holds one busy line per platform while the status loads, where each platform's line will stand", () => {
    const { rerender } = render(<SourceFreshness sources={undefined} pending now={now} />);
    expect(screen.getByRole('list', { name: 'Where the contests come from' })).toHaveAttribute('aria-busy', 'true');
    expect(lines()).toEqual(['LeetCode: checking…', 'Codeforces: checking…', 'CodeChef: checking…', 'AtCoder: checking…']);

    rerender(
      <SourceFreshness
        sources={(['leetcode', 'codeforces', 'codechef', 'atcoder'] as const).map(fetched)}
        pending={false}
        now={now}
      />,
    );
    expect(screen.getByRole('list', { name: 'Where the contests come from' })).not.toHaveAttribute('aria-busy');
    expect(lines()).toHaveLength(4);
    expect(screen.getByTestId('freshness-leetcode')).toHaveTextContent('LeetCode: last updated 5 min ago');
  });

  it('says nothing when the status could not be read', () => {
    const { container } = render(<SourceFreshness sources={undefined} pending={false} now={now} />);
    expect(container).toBeEmptyDOMElement();
  });
});
