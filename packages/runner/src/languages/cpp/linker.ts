import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runHostTool } from '../startup-build';

/**
 * The linker flag for judged C++ programs: `-fuse-ld=gold` when the host's binutils have gold and it links a C++
 * program (with `linkInputs`, if any) that then runs, else none. GNU ld spends most of a C++ link resolving
 * libstdc++'s symbol tables; gold does the same link in about a fifth of the CPU time (0.11 s -> 0.02 s per
 * submission here), and the program is the same code.
 */
export async function fastLinkerFlags(
  compiler: string,
  flags: readonly string[],
  linkInputs: readonly string[],
  workRoot: string,
): Promise<string[]> {
  const work = path.join(workRoot, `ld-probe-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(work, { recursive: true, mode: 0o700 });
    await writeFile(
      path.join(work, 'probe.cpp'),
      '#include <string>\nint main(int c, char**) { return std::to_string(c).size() == 1 ? 0 : 1; }\n',
    );
    const linked = await runHostTool(compiler, [...flags, '-fuse-ld=gold', '-o', 'probe', 'probe.cpp', ...linkInputs], {
      cwd: work,
      timeoutMs: 120_000,
    });
    if (!linked.ok) return [];
    const ran = await runHostTool(path.join(work, 'probe'), [], { cwd: work, timeoutMs: 30_000 });
    return ran.ok ? ['-fuse-ld=gold'] : [];
  } catch {
    return [];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
