import path from 'node:path';
import { BASE_ENV, bindIfOutsideSystem, nameFiles, withPath } from '../common';
import { findExecutable, firstVersion, probe, realPath } from '../host-tools';
import type { LanguageDefinition, Toolchain } from '../types';

async function detect(): Promise<Toolchain | null> {
  const found = findExecutable('php');
  const php = found ? realPath(found) : null;
  if (!php) return null;
  const version = firstVersion(await probe(php, ['-r', 'echo PHP_VERSION;']));
  if (!version) return null;
  return {
    version,
    bin: { php },
    binds: bindIfOutsideSystem(path.dirname(path.dirname(php))),
    env: { ...BASE_ENV, PATH: withPath([path.dirname(php)]) },
  };
}

export const php: LanguageDefinition = {
  id: 'php',
  aliases: ['php8'],
  extension: 'php',
  compiled: false,
  detect,
  prepare: (files) => nameFiles(files, 'main.php'),
  runCommand: ({ toolchain, sources, args }) => [toolchain.bin.php!, sources.mainFile, ...args],
  samples: {
    hello: '<?php\necho "Hello, World!\\n";\n',
    echoStdin: '<?php\necho stream_get_contents(STDIN);\n',
  },
};
