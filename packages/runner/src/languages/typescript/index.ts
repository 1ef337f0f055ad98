import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesWithExt, nameFiles } from '../common';
import { detectNode } from '../javascript';
import type { LanguageDefinition, Toolchain } from '../types';

const TRANSPILER = fileURLToPath(new URL('./transpile.cjs', import.meta.url));

function typescriptPackageDir(): { dir: string; version: string } | null {
  try {
    const require = createRequire(import.meta.url);
    const pkgJson = require.resolve('typescript/package.json');
    const version = JSON.parse(readFileSync(pkgJson, 'utf8')).version as string;
    return { dir: path.dirname(pkgJson), version };
  } catch {
    return null;
  }
}

/** Node + the `typescript` npm package; transpiled inside the sandbox, then run with node. */
async function detect(): Promise<Toolchain | null> {
  const node = await detectNode();
  const ts = typescriptPackageDir();
  if (!node || !ts) return null;
  return {
    version: ts.version,
    bin: { ...node.bin, transpiler: '/opt/ck/transpile.cjs' },
    binds: [...node.binds, { src: ts.dir, dest: '/opt/typescript' }, { src: TRANSPILER, dest: '/opt/ck/transpile.cjs' }],
    env: node.env,
  };
}

export const typescript: LanguageDefinition = {
  id: 'typescript',
  aliases: ['ts', 'node-ts', 'tsc'],
  extension: 'ts',
  compiled: true,
  compileSignature: 'transpileModule commonjs es2022',
  extraAddressSpaceBytes: 8 * 1024 ** 3,
  detect,
  prepare: (files) => nameFiles(files, 'main.ts'),
  compileCommand: ({ toolchain, sources }) => [
    toolchain.bin.node!,
    toolchain.bin.transpiler!,
    ...filesWithExt(sources, '.ts', '.mts', '.cts'),
  ],
  runCommand: ({ toolchain, sources, args }) => [
    toolchain.bin.node!,
    `/box/${sources.mainFile.replace(/\.(ts|mts|cts)$/, '.js')}`,
    ...args,
  ],
  samples: {
    hello: 'const greeting: string = "Hello, World!";\nconsole.log(greeting);\n',
    echoStdin:
      'const chunks: Buffer[] = [];\nprocess.stdin.on("data", (c: Buffer) => chunks.push(c));\nprocess.stdin.on("end", () => process.stdout.write(Buffer.concat(chunks)));\n',
  },
};
