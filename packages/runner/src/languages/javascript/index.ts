import path from 'node:path';
import { BASE_ENV, bindIfOutsideSystem, nameFiles, withPath } from '../common';
import { findExecutable, firstVersion, probe, realPath } from '../host-tools';
import type { LanguageDefinition, Toolchain } from '../types';

export async function detectNode(): Promise<Toolchain | null> {
  const found = findExecutable('node');
  const node = found ? realPath(found) : null;
  if (!node) return null;
  const version = firstVersion(await probe(node, ['--version']));
  if (!version) return null;
  const prefix = path.dirname(path.dirname(node));
  return {
    version,
    bin: { node },
    binds: bindIfOutsideSystem(prefix),
    env: { ...BASE_ENV, PATH: withPath([path.dirname(node)]) },
  };
}

export const javascript: LanguageDefinition = {
  id: 'javascript',
  aliases: ['node', 'js', 'node-js', 'node-javascript'],
  extension: 'js',
  compiled: false,
  extraAddressSpaceBytes: 8 * 1024 ** 3,
  detect: detectNode,
  prepare: (files) => nameFiles(files, 'main.js'),
  runCommand: ({ toolchain, sources, args }) => [toolchain.bin.node!, sources.mainFile, ...args],
  samples: {
    hello: 'console.log("Hello, World!");\n',
    echoStdin: 'process.stdin.pipe(process.stdout);\n',
  },
};
