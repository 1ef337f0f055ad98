import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createRunner, LANGUAGE_IDS, LANGUAGES } from '../src/index';
import { leftoverCgroups, sandboxProcesses, tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('languages');
const runner = createRunner({ cacheDir, poolSize: 2 });

afterAll(async () => {
  await runner.close();
  const leftover = sandboxProcesses([cacheDir]);
  rmSync(cacheDir, { recursive: true, force: true });
  // warm sandboxes are gone too
  expect(leftover).toEqual([]);
  expect(leftoverCgroups()).toEqual([]);
});

describe('runtimes', () => {
  it('reports every language with the installed version', async () => {
    const runtimes = await runner.runtimes();
    expect(runtimes.map((r) => r.language).sort()).toEqual([...LANGUAGE_IDS].sort());
    for (const r of runtimes) {
      if (r.available) expect(r.version).toMatch(/^\d+\.\d+/);
      else expect(r.version).toBe('');
    }
  });
});

describe.concurrent.each(LANGUAGE_IDS)('%s', (id) => {
  const lang = LANGUAGES[id];

  it('runs hello world', async ({ skip }) => {
    const info = (await runner.runtimes()).find((r) => r.language === id);
    if (!info?.available) skip();
    const res = await runner.execute({ language: id, files: [{ content: lang.samples.hello }] });
    if (lang.compiled) expect(res.compile?.status, res.compile?.stderr).toBeNull();
    else expect(res.compile).toBeUndefined();
    expect(res.run?.stderr).toBe('');
    expect(res.run?.stdout).toBe('Hello, World!\n');
    expect(res.run?.status).toBeNull();
    expect(res.run?.code).toBe(0);
    expect(res.version).toBe(info?.version);
  });

  it('echoes stdin', async ({ skip }) => {
    const info = (await runner.runtimes()).find((r) => r.language === id);
    if (!info?.available) skip();
    const stdin = 'line one\nsecond ✓ ünïcode\n\n  spaced  \n';
    const res = await runner.execute({ language: id, files: [{ content: lang.samples.echoStdin }], stdin });
    expect(res.run?.stdout, res.compile?.stderr ?? res.run?.stderr).toBe(stdin);
    expect(res.run?.status).toBeNull();
  });
});
