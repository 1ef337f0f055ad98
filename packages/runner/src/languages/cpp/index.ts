import { clangFormatter } from '../clang-format';
import { filesWithExt, nameFiles } from '../common';
import { detectGcc } from '../gcc-family';
import type { LanguageDefinition } from '../types';
import { ensureCppRuntime, ensurePrecompiledHeader } from './pch';

/** g++ flags for every C++ submission (bits/stdc++.h is precompiled with exactly these: pch.ts). */
export const CPP_FLAGS: readonly string[] = ['-O2', '-std=gnu++17', '-pipe'];

export const cpp: LanguageDefinition = {
  id: 'cpp',
  aliases: ['c++', 'g++', 'cc', 'cxx'],
  extension: 'cpp',
  compiled: true,
  compileSignature: CPP_FLAGS.join(' '),
  detect: () => detectGcc('g++'),
  async accelerate(toolchain, cacheDir) {
    const dir = await ensurePrecompiledHeader(toolchain.bin.compiler!, toolchain.version, CPP_FLAGS, cacheDir);
    if (!dir) return toolchain;
    const runtime = await ensureCppRuntime(toolchain.bin.compiler!, CPP_FLAGS, dir);
    return {
      ...toolchain,
      binds: [...toolchain.binds, { src: dir, dest: dir }],
      compileArgs: ['-I', dir],
      // an archive only supplies what a program references: plain programs link exactly as before
      ...(runtime ? { linkArgs: [runtime] } : {}),
    };
  },
  prepare: (files) => nameFiles(files, 'main.cpp'),
  compileCommand: ({ toolchain, sources }) => [
    toolchain.bin.compiler!,
    ...(toolchain.compileArgs ?? []),
    ...CPP_FLAGS,
    '-o',
    'out/main',
    ...filesWithExt(sources, '.cpp', '.cc', '.cxx'),
    ...(toolchain.linkArgs ?? []),
  ],
  runCommand: ({ args }) => ['/box/main', ...args],
  formatter: clangFormatter('main.cpp'),
  samples: {
    hello: '#include <iostream>\n\nint main() {\n  std::cout << "Hello, World!" << std::endl;\n  return 0;\n}\n',
    echoStdin: '#include <iostream>\n\nint main() {\n  std::cout << std::cin.rdbuf();\n  return 0;\n}\n',
  },
};
