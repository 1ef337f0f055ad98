import path from 'node:path';
import { BASE_ENV, bindIfOutsideSystem, withPath } from './common';
import { findExecutable, firstVersion, probe, realPath } from './host-tools';
import type { Toolchain } from './types';

/** gcc / g++ detection shared by C and C++. */
export async function detectGcc(name: 'gcc' | 'g++'): Promise<Toolchain | null> {
  const found = findExecutable(name);
  const compiler = found ? realPath(found) : null;
  if (!compiler) return null;
  const version = firstVersion(await probe(compiler, ['-dumpfullversion']));
  if (!version) return null;
  return {
    version,
    bin: { compiler },
    binds: bindIfOutsideSystem(path.dirname(path.dirname(compiler))),
    env: { ...BASE_ENV, PATH: withPath([path.dirname(compiler)]) },
  };
}
