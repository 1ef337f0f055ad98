import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge } from '../src/judge.js';
import type { TestCase } from '../src/signature.js';
import { CONTENT, executor, loadFixture } from './helpers.js';

/**
 * Held-out wrong-complexity solutions (written apart from the folders' naive/cpp.cpp, in C++, the fastest
 * language): each is correct but quadratic where the stated sizes need O(n log n) or O(n), so on the full
 * tests (tests.json + the large tests that content:check and the build generate) it must get Time Limit
 * Exceeded, as on LeetCode. The first five are the solutions issue 27 found Accepted.
 */
const WRONG_COMPLEXITY: [slug: string, code: string][] = [
  [
    'maximum-subarray',
    `class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        int best = INT_MIN;
        for (size_t i = 0; i < nums.size(); i++) {
            int sum = 0;
            for (size_t j = i; j < nums.size(); j++) { sum += nums[j]; best = max(best, sum); }
        }
        return best;
    }
};`,
  ],
  [
    'daily-temperatures',
    `class Solution {
public:
    vector<int> dailyTemperatures(vector<int>& t) {
        vector<int> out(t.size());
        for (size_t i = 0; i < t.size(); i++)
            for (size_t j = i + 1; j < t.size(); j++)
                if (t[j] > t[i]) { out[i] = j - i; break; }
        return out;
    }
};`,
  ],
  [
    'largest-rectangle-in-histogram',
    `class Solution {
public:
    int largestRectangleArea(vector<int>& h) {
        int best = 0;
        for (size_t i = 0; i < h.size(); i++) {
            int low = INT_MAX;
            for (size_t j = i; j < h.size(); j++) { low = min(low, h[j]); best = max(best, low * (int)(j - i + 1)); }
        }
        return best;
    }
};`,
  ],
  [
    'sliding-window-maximum',
    `class Solution {
public:
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        vector<int> out;
        for (size_t i = 0; i + k <= nums.size(); i++) out.push_back(*max_element(nums.begin() + i, nums.begin() + i + k));
        return out;
    }
};`,
  ],
  [
    'count-of-smaller-numbers-after-self',
    `class Solution {
public:
    vector<int> countSmaller(vector<int>& nums) {
        vector<int> out(nums.size());
        for (size_t i = 0; i < nums.size(); i++)
            for (size_t j = i + 1; j < nums.size(); j++) out[i] += nums[j] < nums[i];
        return out;
    }
};`,
  ],
  [
    'count-inversions',
    `class Solution {
public:
    long long inversionCount(vector<int>& arr) {
        long long count = 0;
        for (size_t i = 0; i < arr.size(); i++)
            for (size_t j = i + 1; j < arr.size(); j++) count += arr[i] > arr[j];
        return count;
    }
};`,
  ],
  [
    'largest-subarray-with-0-sum',
    `class Solution {
public:
    int maxLen(vector<int>& arr) {
        int best = 0;
        for (size_t i = 0; i < arr.size(); i++) {
            long long sum = 0;
            for (size_t j = i; j < arr.size(); j++) { sum += arr[j]; if (sum == 0) best = max(best, (int)(j - i + 1)); }
        }
        return best;
    }
};`,
  ],
  [
    'count-subarrays-with-given-xor',
    `class Solution {
public:
    long long subarrayXor(vector<int>& arr, int k) {
        long long count = 0;
        for (size_t i = 0; i < arr.size(); i++) {
            int x = 0;
            for (size_t j = i; j < arr.size(); j++) { x ^= arr[j]; count += x == k; }
        }
        return count;
    }
};`,
  ],
];

function fullTests(slug: string): TestCase[] {
  const large = join(CONTENT, slug, 'tests.large.json');
  if (!existsSync(large)) throw new Error(`${large} is missing: run npm run content:large first`);
  return [...loadFixture(slug, CONTENT).tests, ...(JSON.parse(readFileSync(large, 'utf8')) as { tests: TestCase[] }).tests];
}

describe.concurrent('held-out wrong-complexity C++ solutions get Time Limit Exceeded on the full tests', () => {
  for (const [slug, code] of WRONG_COMPLEXITY) {
    it(slug, async () => {
      const { problem } = loadFixture(slug, CONTENT);
      const r = await judge({ problem, tests: fullTests(slug), language: 'cpp', code, executor, stopOnFirstFailure: true });
      // (the limit is for the whole test set in one process, as the judge runs it)
      expect({ verdict: r.verdict, compile: r.compileOutput }).toEqual({ verdict: 'Time Limit Exceeded', compile: null });
    }, 120_000);
  }
});
