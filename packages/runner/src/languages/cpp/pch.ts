import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeAbandonedTemps } from '../abandoned-temps';
import { type HostToolOutput, runHostTool } from '../startup-build';
import { CPP_RUNTIME_ARCHIVE_NAME, CPP_RUNTIME_HEADER, CPP_RUNTIME_HEADER_NAME, CPP_RUNTIME_SOURCE } from './judge-runtime';

/** How long building the header may take on a saturated host (it is done once per toolchain). */
export const BUILD_TIMEOUT_MS = 300_000;

/** Runs a trusted host compiler on system headers only (never on submitted code). */
export function run(cmd: string, args: string[], stdin: string, cwd: string, timeoutMs: number): Promise<HostToolOutput> {
  return runHostTool(cmd, args, { cwd, stdin, timeoutMs });
}

export async function mtimeMs(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** The `bits/stdc++.h` the compiler would include with these flags (`-H` lists every header it opens). */
export async function findHeader(compiler: string, flags: readonly string[], cwd: string): Promise<string | null> {
  const out = await run(
    compiler,
    [...flags, '-x', 'c++', '-E', '-H', '-o', '/dev/null', '-'],
    '#include <bits/stdc++.h>\n',
    cwd,
    60_000,
  );
  if (!out.ok) return null;
  return /^\. (\S*\/bits\/stdc\+\+\.h)$/m.exec(out.stderr)?.[1] ?? null;
}

/** True when a compile with `-I dir` really loads the precompiled header (`-H` marks it with `!`). */
export async function isUsed(compiler: string, flags: readonly string[], dir: string, gch: string): Promise<boolean> {
  const out = await run(
    compiler,
    ['-I', dir, ...flags, '-Winvalid-pch', '-H', '-fsyntax-only', '-x', 'c++', '-'],
    '#include <bits/stdc++.h>\nint main() { return 0; }\n',
    dir,
    60_000,
  );
  return out.ok && out.stderr.split('\n').some((l) => l === `! ${gch}`);
}

/**
 * `<dir>/bits/stdc++.h` forwarding to the real one: GCC uses the `.gch` for the first `#include <bits/stdc++.h>`,
 * but a second one in the same file (the driver's prelude, then the learner's own line) finds the `.gch` again,
 * cannot use it twice and then needs a header beside it, else fails with "No such file or directory".
 */
async function ensureForwardingHeader(dir: string): Promise<void> {
  const file = path.join(dir, 'bits', 'stdc++.h');
  if ((await mtimeMs(file)) !== null) return;
  const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, '#include_next <bits/stdc++.h>\n', { mode: 0o644 });
  await rename(tmp, file);
}

/**
 * A precompiled `bits/stdc++.h` for g++ with exactly `flags`, kept in
 * `<cacheDir>/pch/<version>-<hash of compiler, version, flags>/bits/stdc++.h.gch`; returns the directory to put first
 * on the include path (GCC looks for `<header>.gch` in each include directory before the header itself), or null
 * when none can be made (C++ then compiles as without it). Built once (temp file + rename, so concurrent runners
 * never see half a file), rebuilt when the header is newer than it; GCC itself ignores a precompiled header whose
 * compiler or flags differ, so a stale one costs time, never correctness.
 */
export async function ensurePrecompiledHeader(
  compiler: string,
  version: string,
  flags: readonly string[],
  cacheDir: string,
): Promise<string | null> {
  try {
    const hash = createHash('sha256')
      .update(JSON.stringify([compiler, version, flags]))
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(cacheDir, 'pch', `${version}-${hash}`);
    const gch = path.join(dir, 'bits', 'stdc++.h.gch');
    await mkdir(path.join(dir, 'bits'), { recursive: true, mode: 0o755 });
    await removeAbandonedTemps(path.dirname(gch), BUILD_TIMEOUT_MS);
    const header = await findHeader(compiler, flags, dir);
    if (!header) return null;
    await ensureForwardingHeader(dir);
    const headerTime = await mtimeMs(header);
    const built = await mtimeMs(gch);
    if (built !== null && headerTime !== null && built >= headerTime && (await isUsed(compiler, flags, dir, gch))) return dir;
    const tmp = `${gch}.tmp-${randomBytes(4).toString('hex')}`;
    const r = await run(compiler, [...flags, '-x', 'c++-header', header, '-o', tmp], '', dir, BUILD_TIMEOUT_MS);
    if (!r.ok) {
      await rm(tmp, { force: true });
      return null;
    }
    await rename(tmp, gch);
    return (await isUsed(compiler, flags, dir, gch)) ? dir : null;
  } catch {
    return null;
  }
}

/**
 * The judge's C++ runtime (judge-runtime.ts) prebuilt into `dir` (the precompiled header's directory, so the same
 * compiler and flags): `lib<id>.a` first, then `<id>.h`, each via a temp file and rename, so a compile that finds
 * the header always finds the archive. Returns the archive path, or null when it cannot be built (judged programs
 * then compile the runtime inline). Our own code only, like the precompiled header.
 */
export async function ensureCppRuntime(compiler: string, flags: readonly string[], dir: string): Promise<string | null> {
  const archive = path.join(dir, CPP_RUNTIME_ARCHIVE_NAME);
  const header = path.join(dir, CPP_RUNTIME_HEADER_NAME);
  try {
    await removeAbandonedTemps(dir, BUILD_TIMEOUT_MS);
    if ((await mtimeMs(archive)) !== null && (await mtimeMs(header)) !== null) return archive;
    const tag = randomBytes(4).toString('hex');
    const work = path.join(dir, `rt-build-${tag}`);
    await mkdir(work, { recursive: true, mode: 0o700 });
    try {
      await writeFile(path.join(work, 'rt.h'), CPP_RUNTIME_HEADER);
      await writeFile(path.join(work, 'rt.cpp'), `#include <bits/stdc++.h>\n#include "rt.h"\n${CPP_RUNTIME_SOURCE}`);
      const cc = await run(compiler, ['-I', dir, ...flags, '-c', 'rt.cpp', '-o', 'rt.o'], '', work, BUILD_TIMEOUT_MS);
      if (!cc.ok) return null;
      const ar = await run('ar', ['rcs', 'rt.a', 'rt.o'], '', work, 60_000);
      if (!ar.ok) return null;
      await rename(path.join(work, 'rt.a'), archive);
      await rename(path.join(work, 'rt.h'), header);
      return archive;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } catch {
    return null;
  }
}
