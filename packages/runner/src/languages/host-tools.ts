import { execFile } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
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
