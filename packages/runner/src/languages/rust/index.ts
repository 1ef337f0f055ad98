import path from 'node:path';
import { BASE_ENV, bindIfOutsideSystem, nameFiles, withPath } from '../common';
import { findExecutable, firstVersion, probe } from '../host-tools';
import type { LanguageDefinition, Toolchain } from '../types';

const FLAGS = ['--edition', '2021', '-C', 'opt-level=2', '-C', 'debuginfo=0', '-C', 'strip=debuginfo'];

/** Uses the real toolchain under `rustc --print sysroot` (not the rustup proxy). */
async function detect(): Promise<Toolchain | null> {
  const rustc = findExecutable('rustc');
  if (!rustc) return null;
  const sysroot = await probe(rustc, ['--print', 'sysroot']);
  if (!sysroot) return null;
  const real = path.join(sysroot, 'bin', 'rustc');
  const version = firstVersion(await probe(real, ['--version']));
  if (!version) return null;
  return {
    version,
    bin: { rustc: real, rustfmt: path.join(sysroot, 'bin', 'rustfmt') },
    binds: bindIfOutsideSystem(sysroot),
    env: { ...BASE_ENV, PATH: withPath([path.join(sysroot, 'bin')]) },
  };
}

export const rust: LanguageDefinition = {
  id: 'rust',
  aliases: ['rs'],
  extension: 'rs',
  compiled: true,
  compileSignature: FLAGS.join(' '),
  detect,
  prepare: (files) => nameFiles(files, 'main.rs'),
  compileCommand: ({ toolchain, sources }) => [toolchain.bin.rustc!, ...FLAGS, '-o', 'out/main', sources.mainFile],
  runCommand: ({ args }) => ['/box/main', ...args],
  formatter: { name: 'rustfmt', command: (t) => (t.bin.rustfmt ? [t.bin.rustfmt, '--edition', '2021'] : null) },
  samples: {
    hello: 'fn main() {\n    println!("Hello, World!");\n}\n',
    echoStdin:
      'use std::io::{self, Read, Write};\n\nfn main() {\n    let mut s = Vec::new();\n    io::stdin().read_to_end(&mut s).unwrap();\n    io::stdout().write_all(&s).unwrap();\n}\n',
  },
};
