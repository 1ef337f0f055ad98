import { clangFormatter } from '../clang-format';
import { filesWithExt, nameFiles } from '../common';
import { detectGcc } from '../gcc-family';
import type { LanguageDefinition, PreparedSources, Toolchain } from '../types';
import { commonTierFits, ensureCommonHeader } from './common-header';
import { fastLinkerFlags } from './linker';
import { ensureCppRuntime, ensurePrecompiledHeader } from './pch';

/** g++ flags for every C++ submission (bits/stdc++.h is precompiled with exactly these: pch.ts). */
export const CPP_FLAGS: readonly string[] = ['-O2', '-std=gnu++17', '-pipe'];

function gxx(toolchain: Toolchain, first: string[], sources: PreparedSources): string[] {
  return [
    toolchain.bin.compiler!,
    ...first,
    ...(toolchain.compileArgs ?? []),
    ...CPP_FLAGS,
    '-o',
    'out/main',
    ...filesWithExt(sources, '.cpp', '.cc', '.cxx'),
    ...(toolchain.linkArgs ?? []),
  ];
}

export const cpp: LanguageDefinition = {
  id: 'cpp',
  aliases: ['c++', 'g++', 'cc', 'cxx'],
  extension: 'cpp',
  compiled: true,
  compileSignature: CPP_FLAGS.join(' '),
  detect: () => detectGcc('g++'),
  async accelerate(toolchain, cacheDir) {
    // the linker probe needs neither the header nor the runtime: it runs while they build, adding no wait
    const linking = fastLinkerFlags(toolchain.bin.compiler!, CPP_FLAGS, [], cacheDir);
    const dir = await ensurePrecompiledHeader(toolchain.bin.compiler!, toolchain.version, CPP_FLAGS, cacheDir);
    const linker = await linking;
    if (!dir) return toolchain;
    const runtime = await ensureCppRuntime(toolchain.bin.compiler!, CPP_FLAGS, dir);
    // the common tier is tried first (its directory before the full one: the runtime header stays found there)
    const common = await ensureCommonHeader(toolchain.bin.compiler!, toolchain.version, CPP_FLAGS, cacheDir, dir);
    return {
      ...toolchain,
      binds: [...toolchain.binds, { src: dir, dest: dir }, ...(common ? [{ src: common.dir, dest: common.dir }] : [])],
      compileArgs: ['-I', dir, ...linker],
      // an archive only supplies what a program references: plain programs link exactly as before
      ...(runtime ? { linkArgs: [runtime] } : {}),
      ...(common
        ? {
            quickCompile: {
              args: ['-I', common.dir],
              fullOnlyNames: common.fullOnlyNames,
              fullOnlyHeaders: common.fullOnlyHeaders,
            },
          }
        : {}),
    };
  },
  prepare: (files) => nameFiles(files, 'main.cpp'),
  compileCommand: (ctx) => gxx(ctx.toolchain, [], ctx.sources),
  quickCompileCommand: ({ toolchain, sources }) =>
    toolchain.quickCompile && commonTierFits(sources.files, toolchain.quickCompile)
      ? gxx(toolchain, toolchain.quickCompile.args, sources)
      : null,
  runCommand: ({ args }) => ['/box/main', ...args],
  formatter: clangFormatter('main.cpp'),
  samples: {
    hello: '#include <iostream>\n\nint main() {\n  std::cout << "Hello, World!" << std::endl;\n  return 0;\n}\n',
    echoStdin: '#include <iostream>\n\nint main() {\n  std::cout << std::cin.rdbuf();\n  return 0;\n}\n',
  },
};
