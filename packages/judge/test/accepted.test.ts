import { describe, expect, it } from 'vitest';
import { judge } from '../src/judge.js';
import { JUDGE_LANGUAGES } from '../src/signature.js';
import { executor, fixtureSlugs, loadFixture } from './helpers.js';

describe.concurrent('LeetCode-style reference solutions are Accepted unchanged', () => {
  for (const slug of fixtureSlugs()) {
    const fx = loadFixture(slug);
    for (const language of JUDGE_LANGUAGES) {
      const code = fx.solutions[language];
      if (!code) continue;
      it(`${slug} / ${language}`, async () => {
        const r = await judge({ problem: fx.problem, tests: fx.tests, language, code, executor, stopOnFirstFailure: true });
        expect(r.compileOutput).toBeNull();
        expect(r.errorMessage).toBeNull();
        expect(r.verdict).toBe('Accepted');
        expect(r.testsPassed).toBe(fx.tests.length);
        expect(r.totalTests).toBe(fx.tests.length);
        expect(r.tests).toHaveLength(fx.tests.length);
        expect(r.firstFailedIndex).toBeNull();
      });
    }
  }
});
