import path from 'node:path';
import { BASE_ENV, bindIfOutsideSystem, nameFiles, withPath } from '../common';
import { findExecutable, firstVersion, probe, realPath } from '../host-tools';
import type { LanguageDefinition, Toolchain } from '../types';

async function detect(): Promise<Toolchain | null> {
  const found = findExecutable('ruby');
  const ruby = found ? realPath(found) : null;
  if (!ruby) return null;
  const version = firstVersion(await probe(ruby, ['-e', 'print RUBY_VERSION']));
  if (!version) return null;
  return {
    version,
    bin: { ruby },
    binds: bindIfOutsideSystem(path.dirname(path.dirname(ruby))),
    env: { ...BASE_ENV, PATH: withPath([path.dirname(ruby)]) },
  };
}

export const ruby: LanguageDefinition = {
  id: 'ruby',
  aliases: ['rb'],
  extension: 'rb',
  compiled: false,
  detect,
  prepare: (files) => nameFiles(files, 'main.rb'),
  runCommand: ({ toolchain, sources, args }) => [toolchain.bin.ruby!, '--disable-gems', sources.mainFile, ...args],
  samples: {
    hello: 'puts "Hello, World!"\n',
    echoStdin: '$stdout.write($stdin.read)\n',
  },
};
