import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type LanguageDefinition } from '@codingkaro/runner';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BareExecutor } from '../src/bare-executor.js';

// Under two busy cores a Python probe once timed out: the executor then answered "no python
// toolchain" to every later request of its life (the flake hunt's types.test failure).
describe('bare executor toolchain detection', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'ckjudge-toolchain-retry-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
  const hello = { language: 'python' as const, files: [{ name: 'main.py', content: 'print("hi")' }] };

  it('looks for a language found missing again once the retry time has passed', async () => {
    const detect = vi.spyOn(LANGUAGES.python, 'detect').mockResolvedValueOnce(null);
    try {
      let clock = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => clock);
      const executor = new BareExecutor({ cacheDir, toolchainRetryMs: 30_000 });
      await expect(executor.execute(hello)).rejects.toThrow(/no python toolchain/);
      // within the retry time the answer stands, without a new probe
      await expect(executor.execute(hello)).rejects.toThrow(/no python toolchain/);
      expect(detect).toHaveBeenCalledTimes(1);
      clock += 29_999;
      await expect(executor.execute(hello)).rejects.toThrow(/no python toolchain/);
      clock += 1;
      const result = await executor.execute(hello);
      vi.mocked(Date.now).mockRestore();
      expect(result.run?.stdout).toBe('hi\n');
      expect(detect).toHaveBeenCalledTimes(2);
      // a found toolchain is never probed again
      await executor.execute(hello);
      expect(detect).toHaveBeenCalledTimes(2);
    } finally {
      detect.mockRestore();
    }
  }, 60_000);

  it('prepares a toolchain before the first execution, which then does not wait for it again', async () => {
    const cpp = LANGUAGES.cpp as Required<LanguageDefinition>;
    const accelerate = vi.spyOn(cpp, 'accelerate').mockImplementation(async (toolchain) => toolchain);
    try {
      const executor = new BareExecutor({ cacheDir });
      await expect(executor.prepare('cpp')).resolves.toBe(true);
      expect(accelerate).toHaveBeenCalledTimes(1);
      const result = await executor.execute({
        language: 'cpp',
        files: [{ name: 'main.cpp', content: '#include <cstdio>\nint main() { std::puts("hi"); }\n' }],
      });
      expect(result.run?.stdout).toBe('hi\n');
      expect(accelerate).toHaveBeenCalledTimes(1);
      await expect(executor.prepare('cobol' as 'cpp')).rejects.toThrow(/unsupported language cobol/);
    } finally {
      accelerate.mockRestore();
    }
  }, 120_000);
});
