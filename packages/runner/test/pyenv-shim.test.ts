import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findExecutable, pyenvShimTarget } from '../src/languages/host-tools';
import { python } from '../src/languages/python';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A pyenv root with a shim that fails (and leaves a mark) when run, and one installed version. */
function fakePyenv(version: string) {
  root = mkdtempSync(path.join(os.tmpdir(), 'ck-pyenv-'));
  const shims = path.join(root, 'shims');
  const bin = path.join(root, 'versions', version, 'bin');
  mkdirSync(shims, { recursive: true });
  mkdirSync(bin, { recursive: true });
  const mark = path.join(root, 'shim-ran');
  writeFileSync(path.join(shims, 'python3'), `#!/bin/sh\ntouch '${mark}'\nexit 0\n`);
  chmodSync(path.join(shims, 'python3'), 0o755);
  const real = findExecutable('python3');
  return { shim: path.join(shims, 'python3'), bin, mark, real: real && (pyenvShimTarget(real) ?? realpathSync(real)) };
}

describe('pyenv shims', () => {
  it('resolve to the version pyenv would pick: PYENV_VERSION, then the nearest .python-version, then the global file', () => {
    const { shim, bin } = fakePyenv('3.11.7');
    writeFileSync(path.join(bin, 'python3'), '');
    chmodSync(path.join(bin, 'python3'), 0o755);
    const project = path.join(root, 'work', 'project', 'src');
    mkdirSync(project, { recursive: true });
    const want = path.join(bin, 'python3');

    expect(pyenvShimTarget(shim, { cwd: project, env: {} })).toBeNull(); // no version named anywhere
    writeFileSync(path.join(root, 'version'), '3.11.7\n');
    expect(pyenvShimTarget(shim, { cwd: project, env: {} })).toBe(want);
    writeFileSync(path.join(root, 'work', '.python-version'), '3.9.1\n');
    expect(pyenvShimTarget(shim, { cwd: project, env: {} })).toBeNull(); // named but not installed
    writeFileSync(path.join(root, 'work', '.python-version'), 'system\n');
    expect(pyenvShimTarget(shim, { cwd: project, env: {} })).toBeNull(); // the system python: the shim decides
    writeFileSync(path.join(root, 'work', 'project', '.python-version'), '3.11.7\n');
    expect(pyenvShimTarget(shim, { cwd: project, env: {} })).toBe(want);
    expect(pyenvShimTarget(shim, { cwd: project, env: { PYENV_VERSION: '3.11.7:3.10.2' } })).toBe(want);
    expect(pyenvShimTarget(shim, { cwd: project, env: { PYENV_VERSION: 'system' } })).toBeNull();
    expect(pyenvShimTarget(want, { cwd: project, env: {} })).toBeNull(); // not a shim
  });

  it('python detection never runs the shim (a bash chain that failed under load) when the version resolves', async (context) => {
    const { shim, bin, mark, real } = fakePyenv('3.11.7');
    if (!real) context.skip(); // no Python on this host: nothing to point the fake version at
    symlinkSync(real as string, path.join(bin, 'python3'));
    writeFileSync(path.join(root, 'version'), '3.11.7\n');
    const saved = { PATH: process.env.PATH, PYENV_VERSION: process.env.PYENV_VERSION };
    process.env.PATH = `${path.dirname(shim)}:${saved.PATH}`;
    delete process.env.PYENV_VERSION;
    try {
      const toolchain = await python.detect();
      expect(toolchain?.version).toMatch(/^3\.\d+\.\d+$/);
      expect(toolchain?.bin.python).toBe(realpathSync(real as string));
      expect(findExecutable('python3')).toBe(shim);
      expect(() => realpathSync(mark)).toThrow(); // the shim never ran
    } finally {
      process.env.PATH = saved.PATH;
      if (saved.PYENV_VERSION !== undefined) process.env.PYENV_VERSION = saved.PYENV_VERSION;
    }
  });
});
