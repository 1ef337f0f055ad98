/**
 * Submit -> verdict benchmark (not a test): `npm run bench:judge [-- slug rounds]` from the repo root.
 *
 * Per judge language: judge() of a two-sum solution on the problem's tests (Submit semantics) through
 * the sandboxed runner, end to end, timed twice per round:
 * - "new code": the solution with a unique comment appended, so the compile cache cannot help;
 * - "cached": the same code again (compile cache hit).
 * Languages are interleaved within each round so load changes hit them alike; the ratio to C uses
 * C measured in the same run. Columns are `median/min` in ms; ratios `median-ratio [min-ratio]`.
 * The runner's cache dir is fresh, so the first C++/Java submission also builds the start-up
 * artifacts (precompiled header, class-data archive); that warm-up is not counted.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type JudgeLanguage, judge, problemFileSchema, type TestCase } from '../../packages/judge/src/index';
import { createRunner } from '../../packages/runner/src/index';
import { hostLine, medMin, ratios } from '../lib/timing';

const slug = process.argv[2] ?? 'two-sum';
const rounds = Number(process.argv[3] ?? 5);
const problemDir = path.join(import.meta.dirname, '../../content/problems', slug);
if (slug !== 'two-sum') throw new Error('the solutions below are two-sum solutions');

const SOLUTIONS: Record<JudgeLanguage, { code: string; comment: string }> = {
  c: {
    comment: '//',
    code: `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    int* r = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; i++)
        for (int j = i + 1; j < numsSize; j++)
            if (nums[i] + nums[j] == target) { r[0] = i; r[1] = j; *returnSize = 2; return r; }
    return r;
}
`,
  },
  cpp: {
    comment: '//',
    code: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        return {};
    }
};
`,
  },
  java: {
    comment: '//',
    code: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        java.util.HashMap<Integer, Integer> seen = new java.util.HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) return new int[] {j, i};
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}
`,
  },
  javascript: { comment: '//', code: readFileSync(path.join(problemDir, 'solutions', 'javascript.js'), 'utf8') },
  python: { comment: '#', code: readFileSync(path.join(problemDir, 'solutions', 'python.py'), 'utf8') },
};
const LANGUAGES: JudgeLanguage[] = ['c', 'cpp', 'java', 'javascript', 'python'];

const problem = problemFileSchema.parse(JSON.parse(readFileSync(path.join(problemDir, 'problem.json'), 'utf8')));
const tests = JSON.parse(readFileSync(path.join(problemDir, 'tests.json'), 'utf8')) as TestCase[];
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ck-verdict-bench-cache-'));
const runner = createRunner({ cacheDir, poolSize: 1, waitForStartupArtifacts: true });
const runId = Math.random().toString(36).slice(2, 10);

async function submit(language: JudgeLanguage, code: string): Promise<number> {
  const t0 = performance.now();
  const r = await judge({ problem, tests, language, code, executor: runner, stopOnFirstFailure: true });
  const ms = performance.now() - t0;
  if (r.verdict !== 'Accepted') throw new Error(`${language}: ${r.verdict} ${r.errorMessage ?? ''}`);
  return ms;
}

const fresh = new Map<JudgeLanguage, number[]>(LANGUAGES.map((l) => [l, []]));
const cached = new Map<JudgeLanguage, number[]>(LANGUAGES.map((l) => [l, []]));
const loadBefore = hostLine();
try {
  // warm-up (not counted): start-up artifacts, warm sandboxes, JIT of the judge itself
  for (const l of LANGUAGES) await submit(l, `${SOLUTIONS[l].code}${SOLUTIONS[l].comment} warm-up ${runId}\n`);
  for (let round = 0; round < rounds; round++) {
    for (const l of LANGUAGES) {
      const code = `${SOLUTIONS[l].code}${SOLUTIONS[l].comment} ${runId} round ${round}\n`;
      fresh.get(l)!.push(await submit(l, code));
      cached.get(l)!.push(await submit(l, code));
    }
  }
} finally {
  await runner.close();
  rmSync(cacheDir, { recursive: true, force: true });
}

console.log(`submit -> verdict: ${slug} (${tests.length} tests), ${rounds} rounds`);
console.log(`host before: ${loadBefore}`);
console.log(`host after:  ${hostLine()}`);
console.log('median/min in ms; ratios to C: median-based [min-based]');
console.log('language         new code    new/C             cached   cached/C');
const c = LANGUAGES[0]!;
for (const l of LANGUAGES) {
  const f = fresh.get(l)!;
  const h = cached.get(l)!;
  console.log(
    `${l.padEnd(11)} ${medMin(f)} ${ratios(f, fresh.get(c)!).padStart(14)} ${medMin(h)} ${ratios(h, cached.get(c)!).padStart(14)}`,
  );
}
