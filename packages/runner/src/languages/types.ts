import type { Bind } from '../sandbox/run-sandboxed';
import type { LanguageId } from '../types';

/** What start-up detection found for an installed toolchain (host paths are trusted). */
export interface Toolchain {
  version: string;
  /** executables by role, absolute paths valid inside the sandbox too (same path bound) */
  bin: Record<string, string>;
  /** extra read-only binds (same path inside), e.g. a pyenv prefix or a rust sysroot */
  binds: Bind[];
  /** extra environment for compile/run/format */
  env: Record<string, string>;
  /**
   * compile flags that only speed the compile up, from artifacts built at start-up (e.g. `-I <precompiled header
   * dir>`); part of the compile-cache key. Their files are in `binds`.
   */
  compileArgs?: string[];
  /** inputs after the sources when linking (e.g. a prebuilt runtime archive); part of the compile-cache key too */
  linkArgs?: string[];
  /**
   * A quicker first compile (C++: a smaller precompiled header, languages/cpp/common-header.ts): its compile args
   * (part of the compile-cache key too) and the names and headers whose use sends a program straight to the usual compile.
   */
  quickCompile?: { args: string[]; fullOnlyNames: ReadonlySet<string>; fullOnlyHeaders: ReadonlySet<string> };
  /** run flags that only speed the start up, from artifacts built at start-up (e.g. a JVM class-data archive) */
  runArgs?: string[];
}

export interface SourceFile {
  name: string;
  content: string;
}

export interface PreparedSources {
  files: SourceFile[];
  mainFile: string;
  /** values the run command needs later (e.g. Java main class); stored with the cache entry */
  meta: Record<string, string>;
}

export interface StageContext {
  toolchain: Toolchain;
  sources: PreparedSources;
  memoryBytes: number;
  args: string[];
}

export interface Formatter {
  name: string;
  command(toolchain: Toolchain): string[] | null;
}

export interface Samples {
  /** prints exactly "Hello, World!\n" */
  hello: string;
  /** copies stdin to stdout unchanged */
  echoStdin: string;
}

export interface LanguageDefinition {
  id: LanguageId;
  aliases: string[];
  extension: string;
  compiled: boolean;
  /** part of the compile-cache key: change it whenever compile flags change */
  compileSignature?: string;
  /** without a memory cgroup RLIMIT_AS is used; runtimes reserving large virtual ranges get this extra room */
  extraAddressSpaceBytes?: number;
  detect(): Promise<Toolchain | null>;
  /**
   * Builds this toolchain's start-up artifacts into `cacheDir` (trusted host work on system files only) and returns
   * the toolchain using them; on any failure the toolchain unchanged: they make compiles faster, never different.
   */
  accelerate?(toolchain: Toolchain, cacheDir: string): Promise<Toolchain>;
  prepare(files: SourceFile[]): PreparedSources;
  /** compile command; sources are in /box, artifacts must be written to /box/out */
  compileCommand?(ctx: StageContext): string[];
  /**
   * A quicker compile to try first, or null to go straight to `compileCommand`. When it fails (compiler error or
   * limit), `compileCommand` runs and only its result is reported, so the verdict is always what `compileCommand`
   * gives; the language must make sure that where the quick one compiles, the usual one compiles the same program.
   */
  quickCompileCommand?(ctx: StageContext): string[] | null;
  /** run command; cwd /box holds the sources (interpreted) or the artifacts (compiled) */
  runCommand(ctx: StageContext): string[];
  formatter?: Formatter;
  samples: Samples;
}
