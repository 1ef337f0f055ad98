import { describe, expect, it } from 'vitest';
import { probe } from '../src/languages/host-tools';
import { toolchainCache } from '../src/languages/toolchain-cache';
import type { Toolchain } from '../src/languages/types';
import type { LanguageId } from '../src/types';

const toolchain = (version: string): Toolchain => ({ version, bin: {}, binds: [], env: {} }) as unknown as Toolchain;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toolchainCache', () => {
  it('probes once, then looks again for a language found missing (a probe that timed out under load)', async () => {
    let clock = 0;
    const calls: LanguageId[] = [];
    let pythonProbeFails = true;
    const detect = async (id: LanguageId) => {
      calls.push(id);
      if (id === 'python') return pythonProbeFails ? null : toolchain('3.11.2');
      if (id === 'ruby') return null; // really not installed
      return toolchain('1.0');
    };
    const get = toolchainCache(['python', 'javascript', 'ruby'], detect, { retryMs: 1_000, now: () => clock });

    expect((await get()).get('python')).toBeNull();
    expect(calls).toEqual(['python', 'javascript', 'ruby']);
    clock = 500;
    await get();
    expect(calls).toHaveLength(3); // within retryMs: nothing probed again

    pythonProbeFails = false; // the host is quieter now
    clock = 1_000;
    expect((await get()).get('python')).toBeNull(); // the caller that triggers the retry does not wait for it
    await settle();
    expect(calls.slice(3).sort()).toEqual(['python', 'ruby']); // only the missing ones, never javascript again
    const map = await get();
    expect(map.get('python')?.version).toBe('3.11.2');
    expect(map.get('javascript')?.version).toBe('1.0');
    expect(map.get('ruby')).toBeNull();
  });

  it('runs one retry at a time and treats a throwing probe as missing', async () => {
    let clock = 0;
    let probes = 0;
    let release = () => {};
    const detect = async (id: LanguageId) => {
      probes++;
      if (probes === 1) throw new Error(`${id} probe crashed`);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return toolchain('2.0');
    };
    const get = toolchainCache(['go'], detect, { retryMs: 10, now: () => clock });
    expect((await get()).get('go')).toBeNull();
    clock = 20;
    await get();
    clock = 40;
    await get(); // a retry is still running: no second one
    await settle();
    expect(probes).toBe(2);
    release();
    await settle();
    await settle();
    expect((await get()).get('go')?.version).toBe('2.0');
  });
});

describe('probe', () => {
  it('tries a probe that ran out of time once more with four times the time', async () => {
    // the first try (500 ms) is killed; the second (2 s) sees the answer
    expect(await probe('sh', ['-c', 'sleep 1; echo 1.2.3'], 500)).toBe('1.2.3');
    // without the retry the same probe answers nothing
    expect(await probe('sh', ['-c', 'sleep 1; echo 1.2.3'], 500, { retryOnTimeout: false })).toBeNull();
  });

  it('does not retry a probe that failed for another reason', async () => {
    const started = performance.now();
    expect(await probe('sh', ['-c', 'exit 3'], 10_000)).toBeNull();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
