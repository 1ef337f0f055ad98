import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});
