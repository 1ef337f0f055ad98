import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/executor-types.js';
import { judge } from '../src/judge.js';
import type { JudgeLanguage, ProblemFile, TestCase } from '../src/signature.js';
import { executor, loadFixture, strictExecutor } from './helpers.js';

const twoSum = loadFixture('two-sum');
const problem = twoSum.problem;
/** five tests; test #3 (index 2) has target 1000, which the "crashy" solutions below blow up on */
const five: TestCase[] = [
  { args: [[2, 7, 11, 15], 9], expected: [0, 1] },
  { args: [[3, 2, 4], 6], expected: [1, 2] },
  { args: [[500, 1, 500], 1000], expected: [0, 2] },
  { args: [[3, 3], 6], expected: [0, 1] },
  { args: [[1, 5, 9], 14], expected: [1, 2] },
];

const run = (
  language: JudgeLanguage,
  code: string,
  opts: { tests?: TestCase[]; stop?: boolean; problem?: ProblemFile; ex?: Executor } = {},
) =>
  judge({
    problem: opts.problem ?? problem,
    tests: opts.tests ?? five,
    language,
    code,
    executor: opts.ex ?? executor,
    stopOnFirstFailure: opts.stop ?? true,
  });

const PY_OK = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
`;

describe.concurrent('verdicts', () => {
  it('Wrong Answer reports the first failing input/expected/actual', async () => {
    const r = await run('python', 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n');
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.firstFailedIndex).toBe(1);
    expect(r.testsPassed).toBe(1);
    expect(r.errorMessage).toBeNull();
    const t = r.tests.find((x) => x.index === 1)!;
    expect(t).toMatchObject({
      passed: false,
      input: 'nums = [3,2,4], target = 6',
      expectedOutput: '[1,2]',
      actualOutput: '[0,1]',
    });
    expect(r.tests).toHaveLength(2); // stopped at the first failure
  });

  it('Run mode (stopOnFirstFailure=false) reports every test', async () => {
    const r = await run('javascript', 'var twoSum = function(nums, target) { return [0, 1]; };', { stop: false });
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.tests.map((t) => t.passed)).toEqual([true, false, false, true, false]);
    expect(r.testsPassed).toBe(2);
    expect(r.firstFailedIndex).toBe(1);
  });

  it('Runtime Error: Python exception with traceback line', async () => {
    const r = await run('python', 'class Solution:\n    def twoSum(self, nums, target):\n        return [nums[10], 0]\n');
    expect(r.verdict).toBe('Runtime Error');
    expect(r.firstFailedIndex).toBe(0);
    expect(r.errorMessage).toContain('IndexError: list index out of range');
    expect(r.errorMessage).toContain('Line 3 in twoSum');
  });

  it('Runtime Error: Java exception', async () => {
    const code =
      'import java.util.*;\n\nclass Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[] { nums[10], 0 };\n    }\n}\n';
    const r = await run('java', code);
    expect(r.verdict).toBe('Runtime Error');
    expect(r.errorMessage).toContain('java.lang.ArrayIndexOutOfBoundsException');
    expect(r.errorMessage).toContain('at line 5, Solution.twoSum');
  });

  it('Runtime Error: JavaScript TypeError', async () => {
    const r = await run('javascript', 'var twoSum = function(nums, target) {\n    return nums.foo.bar;\n};');
    expect(r.verdict).toBe('Runtime Error');
    expect(r.errorMessage).toContain('TypeError');
    expect(r.errorMessage).toContain('Line 2');
  });

  it('Runtime Error: C null dereference (SIGSEGV)', async () => {
    const code =
      '#include <stdlib.h>\nint* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    int* p = NULL;\n    *returnSize = 2;\n    p[0] = nums[0];\n    return p;\n}\n';
    const r = await run('c', code);
    expect(r.verdict).toBe('Runtime Error');
    expect(r.firstFailedIndex).toBe(0);
    expect(r.errorMessage).toContain('SIGSEGV');
  });

  it('Runtime Error: C++ uncaught exception (vector::at)', async () => {
    const code =
      '#include <vector>\nclass Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {nums.at(100)};\n    }\n};\n';
    const r = await run('cpp', code);
    expect(r.verdict).toBe('Runtime Error');
    expect(r.errorMessage).toContain("instance of 'std::out_of_range'");
  });

  it('Time Limit Exceeded: infinite loop (C++ and Python)', async () => {
    const fast = strictExecutor;
    const p = { ...problem, timeLimitMs: 300 };
    const cpp = await run(
      'cpp',
      'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        if (target == 6) while (true) {}\n        return {0, 1};\n    }\n};\n',
      { problem: p, ex: fast },
    );
    expect(cpp.verdict).toBe('Time Limit Exceeded');
    expect(cpp.firstFailedIndex).toBe(1);
    expect(cpp.tests[0]!.passed).toBe(true);
    const py = await run(
      'python',
      'class Solution:\n    def twoSum(self, nums, target):\n        while True:\n            pass\n',
      { problem: p, ex: fast },
    );
    expect(py.verdict).toBe('Time Limit Exceeded');
    expect(py.firstFailedIndex).toBe(0);
    expect(py.errorMessage).toBe('Time Limit Exceeded');
  });

  it('Time Limit Exceeded: total CPU time over the limit', async () => {
    // 100 ms x 2.5 (python factor) = 250 ms budget; each call burns 100 ms of CPU, so test #3 crosses it
    const p = { ...problem, timeLimitMs: 100 };
    const code = `import time\n${PY_OK.replace('        seen = {}', '        end = time.process_time() + 0.1\n        while time.process_time() < end:\n            pass\n        seen = {}')}`;
    const r = await run('python', code, { problem: p });
    expect(r.verdict).toBe('Time Limit Exceeded');
    expect(r.firstFailedIndex).toBe(2);
    expect(r.testsPassed).toBe(2);
    expect(r.errorMessage).toContain('total time');
  });

  for (const [language, code, needle] of [
    [
      'cpp',
      'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {0, 1}\n    }\n};',
      'Line 5: Char 5: error',
    ],
    [
      'java',
      'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[] {0, 1}\n    }\n}',
      'Line 3',
    ],
    [
      'c',
      'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    *returnSize = 2\n    return nums;\n}',
      'Line 2',
    ],
    ['python', 'class Solution:\n    def twoSum(self, nums, target)\n        return [0, 1]\n', 'Line 2\n'],
    ['javascript', 'var twoSum = function(nums, target) {\n    return [0, 1;\n};', 'Line 2\n'],
  ] as const) {
    it(`Compilation Error (${language})`, async () => {
      const r = await run(language, code);
      expect(r.verdict).toBe('Compilation Error');
      expect(r.compileOutput).toContain(needle);
      if (language === 'python' || language === 'javascript') {
        expect(r.compileOutput).toContain('SyntaxError');
        expect(r.compileOutput).not.toMatch(/node:internal|Node\.js v/);
      }
      expect(r.errorMessage).toBe(r.compileOutput);
      expect(r.testsPassed).toBe(0);
      expect(r.tests).toEqual([]);
      // C++: reported once, from the full-header compile (the common-header attempt's output is dropped)
      if (language === 'cpp') expect(r.compileOutput?.match(/error:/g)).toHaveLength(1);
    });
  }

  it('Accepted: C++ using what only the full bits/stdc++.h declares (std::mt19937, std::valarray)', async () => {
    // mt19937 sends the program straight to the full header; valarray (only forward-declared by the common
    // headers) fails the common-header compile first and is then compiled with the full one
    for (const extra of ['mt19937 rng(7); (void)rng();', 'valarray<int> va(2); (void)va.size();']) {
      const code = `class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        ${extra}\n        unordered_map<int, int> seen;\n        for (int i = 0; i < (int)nums.size(); i++) {\n            auto it = seen.find(target - nums[i]);\n            if (it != seen.end()) return {it->second, i};\n            seen[nums[i]] = i;\n        }\n        return {};\n    }\n};\n`;
      const r = await run('cpp', code);
      expect(r.verdict, r.compileOutput ?? r.errorMessage ?? '').toBe('Accepted');
    }
  });

  const crashers: [JudgeLanguage, string][] = [
    [
      'c',
      `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    if (target == 1000) { int* p = 0; p[12345] = 1; }
    for (int i = 0; i < numsSize; i++)
        for (int j = i + 1; j < numsSize; j++)
            if (nums[i] + nums[j] == target) { int* r = malloc(8); r[0] = i; r[1] = j; *returnSize = 2; return r; }
    *returnSize = 0; return 0;
}`,
    ],
    [
      'python',
      `import os
${PY_OK.replace('        seen = {}', '        if target == 1000:\n            os._exit(3)\n        seen = {}')}`,
    ],
    [
      'java',
      `class Solution {
    public int[] twoSum(int[] nums, int target) {
        if (target == 1000) Runtime.getRuntime().halt(1);
        for (int i = 0; i < nums.length; i++)
            for (int j = i + 1; j < nums.length; j++)
                if (nums[i] + nums[j] == target) return new int[] { i, j };
        return null;
    }
}`,
    ],
    [
      'javascript',
      `var twoSum = function(nums, target) {
    if (target === 1000) process.exit(1);
    for (let i = 0; i < nums.length; i++)
        for (let j = i + 1; j < nums.length; j++)
            if (nums[i] + nums[j] === target) return [i, j];
};`,
    ],
  ];
  for (const [language, code] of crashers) {
    it(`a crash in test 3 of 5 is pinned to test 3 (${language})`, async () => {
      const sub = await run(language, code, { stop: true });
      expect(sub.verdict).toBe('Runtime Error');
      expect(sub.firstFailedIndex).toBe(2);
      expect(sub.testsPassed).toBe(2);
      expect(sub.tests.map((t) => t.passed)).toEqual([true, true, false]);
      const all = await run(language, code, { stop: false });
      expect(all.verdict).toBe('Runtime Error');
      expect(all.firstFailedIndex).toBe(2);
      expect(all.tests.map((t) => t.passed)).toEqual([true, true, false, true, true]);
      expect(all.testsPassed).toBe(4);
    });
  }

  const printers: [JudgeLanguage, string][] = [
    [
      'python',
      PY_OK.replace(
        '        seen = {}',
        '        print("target", target)\n        print("no-newline", end="")\n        seen = {}',
      ),
    ],
    [
      'javascript',
      `var twoSum = function(nums, target) {
    console.log('target', target);
    process.stdout.write('no-newline');
    for (let i = 0; i < nums.length; i++) for (let j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] === target) return [i, j];
};`,
    ],
    [
      'java',
      `class Solution {
    public int[] twoSum(int[] nums, int target) {
        System.out.println("target " + target);
        System.out.print("no-newline");
        for (int i = 0; i < nums.length; i++) for (int j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] == target) return new int[] { i, j };
        return null;
    }
}`,
    ],
    [
      'cpp',
      `static const int fast = [] { ios::sync_with_stdio(false); cin.tie(nullptr); return 0; }();
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        cout << "target " << target << endl;
        printf("no-newline");
        for (int i = 0; i < (int)nums.size(); i++) for (int j = i + 1; j < (int)nums.size(); j++) if (nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};`,
    ],
    [
      'c',
      `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    printf("target %d\\n", target);
    printf("no-newline");
    for (int i = 0; i < numsSize; i++)
        for (int j = i + 1; j < numsSize; j++)
            if (nums[i] + nums[j] == target) { int* r = malloc(8); r[0] = i; r[1] = j; *returnSize = 2; return r; }
    *returnSize = 0; return 0;
}`,
    ],
  ];
  for (const [language, code] of printers) {
    it(`user prints are captured per test (${language})`, async () => {
      const r = await run(language, code, { stop: false });
      expect(r.verdict).toBe('Accepted');
      expect(r.tests.map((t) => t.stdout)).toEqual(five.map((t) => `target ${t.args[1]}\nno-newline`));
    });
  }

  it('python pre-imports: both module and star-imported names work (bisect.bisect_left and bisect_left)', async () => {
    const code = PY_OK.replace(
      '        seen = {}',
      '        assert bisect.bisect_left([1, 2, 3], 2) == 1 and bisect_left([1, 2], 2) == 1\n        assert heapq.heappop([1]) == 1 and heappush and math.inf and Counter and deque and lru_cache and accumulate\n        seen = {}',
    );
    const r = await run('python', code);
    expect(r.errorMessage).toBeNull();
    expect(r.verdict).toBe('Accepted');
  });

  it('fake markers printed by the user do not break parsing', async () => {
    const code = PY_OK.replace('        seen = {}', '        print("\\x1eCK000000000000 R 0 1 [9,9]")\n        seen = {}');
    const r = await run('python', code, { stop: false });
    expect(r.verdict).toBe('Accepted');
    expect(r.tests[0]!.stdout).toBe('\x1eCK000000000000 R 0 1 [9,9]\n');
  });

  it('design problem: wrong answer on a call sequence', async () => {
    const fx = loadFixture('min-stack');
    const code = fx.solutions.python!.replace('return self.s[-1][1]', 'return self.s[-1][0]');
    const r = await judge({ problem: fx.problem, tests: fx.tests, language: 'python', code, executor, stopOnFirstFailure: true });
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.firstFailedIndex).toBe(0);
    expect(r.tests[0]!.input).toBe(
      '["MinStack","push","push","push","getMin","pop","top","getMin"]\n[[],[-2],[0],[-3],[],[],[],[]]',
    );
    expect(r.tests[0]!.actualOutput).toBe('[null,null,null,null,-3,null,0,0]');
  });
});

describe.concurrent('deep recursion (a 30000-deep degenerate tree)', () => {
  const fx = loadFixture('maximum-depth-of-binary-tree');
  const chain: (number | null)[] = [0];
  for (let i = 1; i < 30000; i++) chain.push(null, i);
  const tests = [{ args: [chain], expected: 30000 }];
  for (const language of ['python', 'java', 'cpp', 'c'] as const) {
    it(language, async () => {
      const code =
        language === 'java'
          ? 'class Solution {\n    public int maxDepth(TreeNode root) {\n        return root == null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right));\n    }\n}\n'
          : fx.solutions[language]!;
      const r = await judge({ problem: fx.problem, tests, language, code, executor, stopOnFirstFailure: true });
      expect(r.errorMessage).toBeNull();
      expect(r.verdict).toBe('Accepted');
    });
  }
});

describe.concurrent('output limit', () => {
  const chatty = (n: string) => PY_OK.replace('        seen = {}', `        print("x" * (${n}))\n        seen = {}`);
  it('a batch that overflows the output limit is split and still Accepted', async () => {
    const r = await judge({
      problem,
      tests: five,
      language: 'python',
      code: chatty('600'),
      executor,
      limits: { outputLimitBytes: 2000 },
    });
    expect(r.verdict).toBe('Accepted');
    expect(r.testsPassed).toBe(5);
    expect(r.tests.every((t) => t.stdout === `${'x'.repeat(600)}\n`)).toBe(true);
  });
  it('a single test printing more than the limit is Output Limit Exceeded', async () => {
    const r = await judge({
      problem,
      tests: five,
      language: 'python',
      code: chatty('5000 if target == 1000 else 10'),
      executor,
      limits: { outputLimitBytes: 2000 },
    });
    expect(r.verdict).toBe('Output Limit Exceeded');
    expect(r.tests.map((t) => t.passed)).toEqual([true, true, false, true, true]);
    expect(r.tests[2]!.error).toBe('Output Limit Exceeded');
    expect(r.firstFailedIndex).toBe(2);
    expect(r.testsPassed).toBe(4);
  });
});
