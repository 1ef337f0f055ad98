import { BASE_ENV, bindIfOutsideSystem, nameFiles, withPath } from '../common';
import { findExecutable, probe, pyenvShimTarget } from '../host-tools';
import type { LanguageDefinition, Toolchain } from '../types';

const PROBE = 'import sys,os;print(os.path.realpath(sys.executable));print(sys.base_prefix);print(sys.version.split()[0])';

/** Resolves the real interpreter behind `python3` (pyenv shims included) and its prefix. */
async function detect(): Promise<Toolchain | null> {
  const found = findExecutable('python3');
  if (!found) return null;
  const py = pyenvShimTarget(found) ?? found;
  const out = await probe(py, ['-c', PROBE]);
  const [exe, prefix, version] = (out ?? '').split('\n').map((s) => s.trim());
  if (!exe || !prefix || !version) return null;
  return {
    version,
    bin: { python: exe },
    binds: bindIfOutsideSystem(prefix),
    env: { ...BASE_ENV, PATH: withPath([`${prefix}/bin`]), PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  };
}

export const python: LanguageDefinition = {
  id: 'python',
  aliases: ['py', 'py3', 'python3'],
  extension: 'py',
  compiled: false,
  detect,
  prepare: (files) => nameFiles(files, 'main.py'),
  runCommand: ({ toolchain, sources, args }) => [toolchain.bin.python!, sources.mainFile, ...args],
  samples: {
    hello: 'print("Hello, World!")\n',
    echoStdin: 'import sys\nsys.stdout.write(sys.stdin.read())\n',
  },
};
