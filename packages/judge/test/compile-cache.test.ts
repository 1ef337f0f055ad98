import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BareExecutor } from '../src/bare-executor.js';
import type { ExecuteRequest, Executor } from '../src/executor-types.js';
import type { JudgeLanguage } from '../src/signature.js';
import { loadFixture } from './helpers.js';

/** A fresh copy of the judge module, as another judge worker process would load it. */
async function loadJudge() {
  vi.resetModules();
  return (await import('../src/judge.js')).judge;
}

describe('compile cache across judge instances', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'ckjudge-shared-cache-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
  // One compile cache (the runner's, shared by every worker), here the bare executor's directory of builds.
  const shared = new BareExecutor({ cacheDir });
  const stdins: string[] = [];
  const executor: Executor = {
    execute: (request: ExecuteRequest) => {
      stdins.push(request.stdin ?? '');
      return shared.execute(request);
    },
  };
  const builds = (language: JudgeLanguage) =>
    readdirSync(cacheDir).filter((name) => new RegExp(`^${language}-[0-9a-f]{64}$`).test(name));

  it.each(['cpp', 'java'] as const)('two judge instances compile the same %s submission once', async (language) => {
    const { problem, tests, solutions } = loadFixture('two-sum');
    const code = solutions[language] as string;
    const [first, second] = [await loadJudge(), await loadJudge()];
    expect(first).not.toBe(second);
    stdins.length = 0;
    const a = await first({ problem, tests, language, code, executor });
    expect(a.verdict).toBe('Accepted');
    expect(builds(language)).toHaveLength(1);
    const b = await second({ problem, tests, language, code, executor });
    expect(b.verdict).toBe('Accepted');
    // The second instance's program is the same artifact: a cache hit, no second build.
    expect(builds(language)).toHaveLength(1);
    // Each judging still has its own marker nonce (stdin's first line), so output cannot be forged from a past run.
    const nonces = new Set(stdins.map((stdin) => stdin.split('\n')[0]));
    expect(nonces.size).toBe(2);
  });
});
