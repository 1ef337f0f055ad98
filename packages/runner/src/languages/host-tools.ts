import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Extra places toolchains live when the server's PATH does not include them. */
function searchPath(): string[] {
  const home = os.homedir();
  const extra = [
    path.join(home, '.cargo', 'bin'),
    path.join(home, '.pyenv', 'shims'),
    '/usr/local/go/bin',
    '/usr/local/bin',
    '/usr/bin',
    '/bin',
  ];
  const fromEnv = (process.env.PATH ?? '').split(':').filter(Boolean);
  return [...new Set([...fromEnv, ...extra])];
}

/** Finds an executable on the host (trusted toolchain lookup, never on sandbox output). */
export function findExecutable(name: string): string | null {
  for (const dir of searchPath()) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* keep looking */
    }
  }
  return null;
}

/** The first version a pyenv version file or `PYENV_VERSION` names (`3.11.7:3.10` -> `3.11.7`). */
function firstPyenvVersion(text: string | undefined): string | null {
  const version = text?.split(/[\s:]+/).find(Boolean);
  return version && version !== 'system' ? version : null;
}

function readPyenvVersionFile(file: string): string | null {
  try {
    return firstPyenvVersion(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The interpreter a pyenv shim would run, found the way pyenv finds it (`PYENV_VERSION`, else the
 * nearest `.python-version` up from `cwd`, else `$PYENV_ROOT/version`), without running the shim.
 * A shim is a bash script that forks about twenty processes before it execs Python: on a saturated
 * host it took 15 s and more, or exited 0 with no output, so probing through it lost the toolchain.
 * Null when `executable` is not a shim or the version cannot be resolved (the shim is probed then).
 */
export function pyenvShimTarget(
  executable: string,
  { cwd = process.cwd(), env = process.env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): string | null {
  const shims = path.dirname(executable);
  if (path.basename(shims) !== 'shims') return null;
  const root = path.dirname(shims);
  if (!existsSync(path.join(root, 'versions'))) return null;
  // `PYENV_VERSION=system` (or any set value) decides alone, as it does for pyenv
  if (env.PYENV_VERSION) return pyenvVersionBin(root, firstPyenvVersion(env.PYENV_VERSION), executable);
  let versionFile = path.join(root, 'version');
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const local = path.join(dir, '.python-version');
    if (existsSync(local)) {
      versionFile = local;
      break;
    }
    if (dir === path.dirname(dir)) break;
  }
  return pyenvVersionBin(root, readPyenvVersionFile(versionFile), executable);
}

function pyenvVersionBin(root: string, version: string | null, executable: string): string | null {
  if (!version) return null;
  const target = path.join(root, 'versions', version, 'bin', path.basename(executable));
  try {
    accessSync(target, constants.X_OK);
    return target;
  } catch {
    return null;
  }
}

export function realPath(p: string): string | null {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * Runs a host toolchain command (version probes); resolves null on any failure. A probe that ran out of time is
 * tried once more with four times the time: on a saturated host (a pyenv shim under load 20 took 5-15 s) the first
 * timeout says nothing about the toolchain, and a language found missing stays missing until the cache's retry.
 */
export function probe(cmd: string, args: string[], timeoutMs = 15_000, { retryOnTimeout = true } = {}): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      { timeout: timeoutMs, env: { ...process.env, LANG: 'C.UTF-8' }, maxBuffer: 1024 * 1024 },
      (err, stdout, stderr) => {
        if (!err) resolve(`${stdout}${stderr}`.trim());
        else if (err.killed && retryOnTimeout) resolve(probe(cmd, args, timeoutMs * 4, { retryOnTimeout: false }));
        else resolve(null);
      },
    );
  });
}

/** First dotted version number found in text. */
export function firstVersion(text: string | null): string | null {
  if (!text) return null;
  const m = /(\d+\.\d+(?:\.\d+)?)/.exec(text);
  return m?.[1] ?? null;
}
