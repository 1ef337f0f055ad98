import path from 'node:path';
import { clangFormatter } from '../clang-format';
import { BASE_ENV, bindIfOutsideSystem, checkNames, filesWithExt, withPath } from '../common';
import { findExecutable, firstVersion, probe, realPath } from '../host-tools';
import type { LanguageDefinition, PreparedSources, SourceFile, Toolchain } from '../types';
import { ensureJavacArchive, ensureRunArchive } from './cds';
import { inspectJava } from './main-class';

async function detect(): Promise<Toolchain | null> {
  const found = findExecutable('javac');
  const javac = found ? realPath(found) : null;
  if (!javac) return null;
  const home = path.dirname(path.dirname(javac));
  const java = path.join(home, 'bin', 'java');
  const version = firstVersion(await probe(javac, ['-version']));
  if (!version) return null;
  return {
    version,
    bin: { javac, java },
    binds: bindIfOutsideSystem(home),
    env: { ...BASE_ENV, PATH: withPath([path.join(home, 'bin')]), JAVA_HOME: home },
  };
}

/** JVM flags of javac besides the shared ones: the C1 compiler alone starts fastest, and a warm javac server leaves no C2 work running after a request. */
export const JAVAC_FLAGS = ['-XX:TieredStopAtLevel=1'];
/**
 * javac options: `-XDstringConcat=inline` compiles `a + b` on strings to StringBuilder calls (the JLS result) instead
 * of an invokedynamic whose bootstrap spins method-handle classes at the first concatenation of every run: about a
 * third of a judged run's JVM start-up CPU.
 */
const JAVAC_OPTIONS = ['-XDstringConcat=inline', '-encoding', 'UTF-8', '-d', 'out'];
const DEFAULT_RUN_MEMORY_BYTES = 256 * 1024 * 1024;

const DEFAULT_COMPILE_MEMORY_BYTES = 1024 * 1024 * 1024;

export function jvmFlags(memoryBytes: number): string[] {
  return [
    `-XX:MaxRAM=${memoryBytes}`,
    '-XX:MaxRAMPercentage=75',
    '-XX:+UseSerialGC',
    '-XX:ActiveProcessorCount=2',
    '-XX:ReservedCodeCacheSize=64m',
    '-XX:CompressedClassSpaceSize=64m',
    '-Xshare:auto',
  ];
}

function prepare(input: SourceFile[]): PreparedSources {
  const files = input.map((f, i) => {
    if (f.name) return { name: f.name, content: f.content };
    const shape = inspectJava(f.content);
    return { name: i === 0 ? `${shape.publicClass ?? 'Main'}.java` : `File${i}.java`, content: f.content };
  });
  let mainClass: string | null = null;
  for (const f of files) {
    const shape = inspectJava(f.content);
    if (shape.mainClass) {
      mainClass = shape.packageName ? `${shape.packageName}.${shape.mainClass}` : shape.mainClass;
      break;
    }
  }
  return checkNames({ files, mainFile: files[0]?.name ?? 'Main.java', meta: { mainClass: mainClass ?? 'Main' } });
}

export const java: LanguageDefinition = {
  id: 'java',
  aliases: ['java17', 'jdk'],
  extension: 'java',
  compiled: true,
  compileSignature: `javac ${JAVAC_OPTIONS.join(' ')}`,
  extraAddressSpaceBytes: 3 * 1024 ** 3,
  detect,
  async accelerate(toolchain, cacheDir) {
    // MaxRAM differs per request; the archive only depends on the flags that shape class loading and layout
    const flags = [...jvmFlags(DEFAULT_COMPILE_MEMORY_BYTES), ...JAVAC_FLAGS];
    const archive = await ensureJavacArchive(toolchain.bin.javac!, toolchain.version, flags, cacheDir);
    // the run archive holds class metadata only (no heap objects with the serial GC), so one fits every MaxRAM
    const runArchive = await ensureRunArchive(
      toolchain.bin.javac!,
      toolchain.bin.java!,
      toolchain.version,
      jvmFlags(DEFAULT_RUN_MEMORY_BYTES),
      cacheDir,
    );
    const dirs = [archive, runArchive].filter((a): a is string => a !== null).map((a) => path.dirname(a));
    return {
      ...toolchain,
      binds: [...toolchain.binds, ...dirs.map((dir) => ({ src: dir, dest: dir }))],
      ...(archive ? { compileArgs: [`-J-XX:SharedArchiveFile=${archive}`] } : {}),
      ...(runArchive ? { runArgs: [`-XX:SharedArchiveFile=${runArchive}`] } : {}),
    };
  },
  prepare,
  compileCommand: ({ toolchain, sources, memoryBytes }) => [
    toolchain.bin.javac!,
    ...jvmFlags(memoryBytes).map((f) => `-J${f}`),
    ...JAVAC_FLAGS.map((f) => `-J${f}`),
    ...(toolchain.compileArgs ?? []),
    ...JAVAC_OPTIONS,
    ...filesWithExt(sources, '.java'),
  ],
  runCommand: ({ toolchain, sources, memoryBytes, args }) => [
    toolchain.bin.java!,
    ...jvmFlags(memoryBytes),
    ...(toolchain.runArgs ?? []),
    '-Xss64m',
    '-cp',
    '/box',
    sources.meta.mainClass ?? 'Main',
    ...args,
  ],
  formatter: clangFormatter('Main.java'),
  samples: {
    hello: 'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, World!");\n  }\n}\n',
    echoStdin:
      'import java.io.*;\n\nclass Echo {\n  public static void main(String[] args) throws IOException {\n    System.in.transferTo(System.out);\n    System.out.flush();\n  }\n}\n',
  },
};
