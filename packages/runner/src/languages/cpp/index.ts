import { clangFormatter } from '../clang-format';
import { filesWithExt, nameFiles } from '../common';
import { detectGcc } from '../gcc-family';
import type { LanguageDefinition } from '../types';

/** g++ flags for every C++ submission (the content checker precompiles bits/stdc++.h with them). */
export const CPP_FLAGS: readonly string[] = ['-O2', '-std=gnu++17', '-pipe'];

export const cpp: LanguageDefinition = {
  id: 'cpp',
  aliases: ['c++', 'g++', 'cc', 'cxx'],
  extension: 'cpp',
  compiled: true,
  compileSignature: CPP_FLAGS.join(' '),
  detect: () => detectGcc('g++'),
  prepare: (files) => nameFiles(files, 'main.cpp'),
  compileCommand: ({ toolchain, sources }) => [
    toolchain.bin.compiler!,
    ...CPP_FLAGS,
    '-o',
    'out/main',
    ...filesWithExt(sources, '.cpp', '.cc', '.cxx'),
  ],
  runCommand: ({ args }) => ['/box/main', ...args],
  formatter: clangFormatter('main.cpp'),
  samples: {
    hello: '#include <iostream>\n\nint main() {\n  std::cout << "Hello, World!" << std::endl;\n  return 0;\n}\n',
    echoStdin: '#include <iostream>\n\nint main() {\n  std::cout << std::cin.rdbuf();\n  return 0;\n}\n',
  },
};
