import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findExecutable } from '../languages/host-tools';

const run = promisify(execFile);
const SOURCE = fileURLToPath(new URL('../../native/ck-exec.c', import.meta.url));

/**
 * Builds the in-sandbox monitor (native/ck-exec.c) with the host C compiler once per source
 * hash and returns the binary path. Throws when no C compiler is installed.
 */
const building = new Map<string, Promise<string>>();

export async function ensureHelper(binDir: string): Promise<string> {
  const source = await readFile(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const target = path.join(binDir, `ck-exec-${hash}`);
  if (existsSync(target)) return target;
  // runners of one process sharing a cache dir build it once
  let p = building.get(target);
  if (!p) {
    p = build(binDir, target).finally(() => building.delete(target));
    building.set(target, p);
  }
  return p;
}

async function build(binDir: string, target: string): Promise<string> {
  const cc = findExecutable('cc') ?? findExecutable('gcc') ?? findExecutable('clang');
  if (!cc) throw new Error('no C compiler (cc/gcc/clang) found: cannot build the sandbox monitor ck-exec');
  await mkdir(binDir, { recursive: true, mode: 0o755 });
  // unique per build: other processes may build the same binary concurrently (rename is atomic)
  const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await run(cc, ['-O2', '-o', tmp, SOURCE], { timeout: 60_000 });
  await chmod(tmp, 0o755);
  await rename(tmp, target);
  return target;
}
