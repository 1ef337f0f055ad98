import { describe, expect, it } from 'vitest';
import { type Checker, JudgeInfrastructureError, judge } from '../src/judge.js';
import type { JudgeLanguage, ProblemFile, TestCase } from '../src/signature.js';
import { executor } from './helpers.js';

const base = (over: Partial<ProblemFile>): ProblemFile => ({
  title: 'Feature',
  difficulty: 'Medium',
  topics: ['Array'],
  order: 1,
  premium: false,
  signature: { kind: 'function', name: 'f', params: [], returns: 'int' },
  compare: 'exact',
  examples: [{ args: [], expected: 0 }],
  constraints: [],
  ...over,
});

describe.concurrent('per-problem checker (more than one correct answer)', { timeout: 60_000 }, () => {
  const problem = base({
    signature: {
      kind: 'function',
      name: 'pairWithSum',
      params: [
        { name: 'nums', type: 'int[]' },
        { name: 'target', type: 'int' },
      ],
      returns: 'int[]',
    },
    compare: 'checker',
  });
  // any two distinct indices whose values add up to target
  const checker: Checker = ([nums, target], _expected, actual) => {
    const a = nums as number[];
    if (!Array.isArray(actual) || actual.length !== 2) return 'Return two indices';
    const [i, j] = actual as number[];
    if (i === j || a[i!] === undefined || a[j!] === undefined) return 'Indices must be two different positions';
    return a[i!]! + a[j!]! === target || `nums[${i}] + nums[${j}] is not ${target}`;
  };
  const tests: TestCase[] = [
    { args: [[1, 2, 3, 4], 5], expected: [0, 3] },
    { args: [[5, 5, 5], 10], expected: [0, 1] },
  ];
  const run = (language: JudgeLanguage, code: string, withChecker = true) =>
    judge({ problem, tests, language, code, executor, stopOnFirstFailure: false, checker: withChecker ? checker : undefined });

  it("accepts an answer other than the oracle's", async () => {
    // the last pair found, where the oracle gave the first
    const r = await run(
      'python',
      `class Solution:
    def pairWithSum(self, nums: List[int], target: int) -> List[int]:
        best = []
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    best = [j, i]
        return best
`,
    );
    expect(r.verdict).toBe('Accepted');
    expect(r.tests.map((t) => t.actualOutput)).toEqual(['[2,1]', '[2,1]']);
  });

  it("rejects an invalid answer with the checker's message", async () => {
    const r = await run('javascript', 'var pairWithSum = function(nums, target) { return [0, 0]; };');
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.errorMessage).toBe('Indices must be two different positions');
    expect(r.tests[0]).toMatchObject({ passed: false, error: 'Indices must be two different positions' });
  });

  it('a malformed output is Wrong Answer, not a judge crash', async () => {
    const crashy: Checker = (_args, _e, actual) => (actual as number[]).length === 2;
    const r = await judge({
      problem,
      tests,
      language: 'javascript',
      code: 'var pairWithSum = function() { return null; };',
      executor,
      checker: crashy,
    });
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.errorMessage).toMatch(/^Wrong output shape/);
  });

  it('a checker problem judged without its checker is an infrastructure error', async () => {
    await expect(run('javascript', 'var pairWithSum = function() { return [0, 3]; };', false)).rejects.toBeInstanceOf(
      JudgeInfrastructureError,
    );
  });
});

/** A path-shaped tree of 10^5 nodes: LeetCode accepts plain recursive DFS on it in these languages. */
describe.concurrent('deep recursion as on LeetCode', { timeout: 120_000 }, () => {
  const n = 100_000;
  const chain: (number | null)[] = [1];
  for (let i = 2; i <= n; i++) chain.push(null, i);
  const problem = base({
    signature: { kind: 'function', name: 'maxDepth', params: [{ name: 'root', type: 'TreeNode' }], returns: 'int' },
    topics: ['Tree'],
    timeLimitMs: 4000,
  });
  const SOLUTIONS: Partial<Record<JudgeLanguage, string>> = {
    python: `class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        if not root:
            return 0
        return 1 + max(self.maxDepth(root.left), self.maxDepth(root.right))
`,
    java: `class Solution {
    public int maxDepth(TreeNode root) {
        if (root == null) return 0;
        return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
    }
}`,
    cpp: `class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (!root) return 0;
        return 1 + max(maxDepth(root->left), maxDepth(root->right));
    }
};`,
    c: `int maxDepth(struct TreeNode* root) {
    if (!root) return 0;
    int l = maxDepth(root->left), r = maxDepth(root->right);
    return 1 + (l > r ? l : r);
}`,
  };
  for (const [language, code] of Object.entries(SOLUTIONS) as [JudgeLanguage, string][]) {
    it(language, async () => {
      const r = await judge({ problem, tests: [{ args: [chain], expected: n }], language, code, executor });
      expect([r.verdict, r.errorMessage]).toEqual(['Accepted', null]);
    });
  }
});
