import type { ProblemDetail, ProblemListItem } from '@codingkaro/contracts';

/** Test-only: problems as the API returns them. */

export function makeListItem(n: number, overrides: Partial<ProblemListItem> = {}): ProblemListItem {
  return {
    _id: `p${n}`,
    slug: `problem-${n}`,
    title: `Problem ${n}`,
    difficulty: 'Easy',
    topics: ['Array'],
    order: n,
    isSolved: false,
    isPremium: false,
    stats: { acceptanceRate: 50, submissions: 10, accepted: 5 },
    ...overrides,
  };
}

export function makeProblem(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    _id: 'p1',
    slug: 'two-sum',
    title: 'Two Sum',
    difficulty: 'Easy',
    topics: ['Array', 'Hash Table'],
    isSolved: false,
    isPremium: false,
    description: '<p>Find two numbers that add up to <code>target</code>.</p>',
    examples: [{ input: 'nums = [2,7], target = 9', output: '[0,1]', explanation: '2 + 7 = 9' }],
    constraints: ['2 <= nums.length <= 10^4'],
    editorial: null,
    editorialLocked: true,
    starterCode: { javascript: 'function twoSum(nums, target) {}\n', python: 'class Solution:\n    pass\n' },
    sampleInput: '[2,7]\n9',
    stats: { acceptanceRate: 49.5, submissions: 100, accepted: 49 },
    ...overrides,
  };
}
