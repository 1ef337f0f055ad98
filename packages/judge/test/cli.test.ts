import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './helpers.js';

const CLI = join(import.meta.dirname, '../src/cli/check-problems.ts');

function runCli(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

describe.concurrent('check-problems CLI', () => {
  it('passes on good content', async () => {
    const r = await runCli(['--content', FIXTURES, '--lang', 'python', '--lang', 'javascript', 'two-sum', 'min-stack']);
    expect(r.out).toContain('ok   two-sum [Easy]');
    expect(r.out).toContain('ok   min-stack [Medium]');
    expect(r.out).toContain('2 problems (Easy 1, Medium 1, Hard 0); topics covered 3/20');
    expect(r.code).toBe(0);
  });

  it('fails on broken content with a reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cli-'));
    try {
      cpSync(join(FIXTURES, 'two-sum'), join(dir, 'two-sum'), { recursive: true });
      writeFileSync(
        join(dir, 'two-sum/solutions/python.py'),
        'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n',
      );
      cpSync(join(FIXTURES, 'rotate-array'), join(dir, 'rotate-array'), { recursive: true });
      rmSync(join(dir, 'rotate-array/editorial.md'));
      const r = await runCli(['--content', dir, '--lang', 'python']);
      expect(r.code).toBe(1);
      expect(r.out).toContain('FAIL two-sum');
      expect(r.out).toContain('python: Wrong Answer');
      expect(r.out).toContain('FAIL rotate-array');
      expect(r.out).toContain('editorial.md missing');
      expect(r.out).toContain('2 failure(s)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** two-sum with limits, a large() case at n = 60000 (pair at the end) and a 100 ms limit: fast checks of the naive. */
  function twoSumWithLarge(dir: string, naive: string) {
    cpSync(join(FIXTURES, 'two-sum'), join(dir, 'two-sum'), { recursive: true });
    rmSync(join(dir, 'two-sum/solutions/c.c')); // the C fixture is quadratic itself
    const file = join(dir, 'two-sum/problem.json');
    const problem = JSON.parse(readFileSync(file, 'utf8'));
    problem.timeLimitMs = 100;
    problem.limits = [{ of: 'nums.length', min: 2, max: 60000 }];
    problem.naive = { complexity: 'O(n^2)' };
    writeFileSync(file, JSON.stringify(problem));
    appendFileSync(
      join(dir, 'two-sum/generator.mjs'),
      '\nexport function large() {\n  const n = 60000;\n  const nums = Array.from({ length: n }, (_, i) => i * 2);\n  return [[nums, nums[n - 1] + nums[n - 2]]];\n}\n',
    );
    mkdirSync(join(dir, 'two-sum/naive'));
    writeFileSync(join(dir, 'two-sum/naive/cpp.cpp'), naive);
  }
  const QUADRATIC =
    'class Solution { public: vector<int> twoSum(vector<int>& a, int t) { for (int i = 0; i < (int)a.size(); i++) for (int j = i + 1; j < (int)a.size(); j++) if (a[i] + a[j] == t) return {i, j}; return {}; } };';

  it('builds the large tests, requires the naive solution to time out and records passing folders with --all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cli-'));
    try {
      twoSumWithLarge(dir, QUADRATIC);
      const first = await runCli(['--content', dir, '--all']);
      expect(first.out).toMatch(/ok {3}two-sum \[Easy\] .*naive TLE \(> 200ms\)/);
      expect(existsSync(join(dir, 'two-sum/tests.large.json'))).toBe(true);
      expect(first.out).toContain('recorded 1 passing folder hashes in _checked.json');
      expect(first.code).toBe(0);

      const cached = await runCli(['--content', dir]);
      expect(cached.out).toContain('ok   two-sum [Easy] (judged in a recorded run)');
      expect(cached.out).toContain('judged 0 problem(s), 1 unchanged');

      // the real solution as the "naive" one is too fast; the changed folder is judged again
      writeFileSync(join(dir, 'two-sum/naive/cpp.cpp'), readFileSync(join(dir, 'two-sum/solutions/cpp.cpp'), 'utf8'));
      const changed = await runCli(['--content', dir]);
      expect(changed.out).toContain('FAIL two-sum');
      expect(changed.out).toMatch(/naive\/cpp.cpp: Accepted on the large tests in \d+ms; it must exceed 2 x the 100ms limit/);
      expect(changed.code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails tests that miss the stated limits and a wrong naive solution', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cli-'));
    try {
      twoSumWithLarge(dir, QUADRATIC.replace('return {i, j}', 'return {j, i}'));
      const file = join(dir, 'two-sum/problem.json');
      const problem = JSON.parse(readFileSync(file, 'utf8'));
      problem.limits = [{ of: 'nums.length', min: 2, max: 100000 }];
      writeFileSync(file, JSON.stringify(problem));
      const r = await runCli(['--content', dir, '--lang', 'cpp', 'two-sum']);
      expect(r.out).toContain('limits: nums.length <= 100000 but the largest test has 60000 (needs >= 90000');
      expect(r.code).toBe(1);
      problem.limits = [{ of: 'nums.length', min: 2, max: 60000 }];
      writeFileSync(file, JSON.stringify(problem));
      const wrong = await runCli(['--content', dir, '--lang', 'cpp', 'two-sum']);
      expect(wrong.out).toContain('naive/cpp.cpp on tests.json (must be correct): Wrong Answer');
      expect(wrong.code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
