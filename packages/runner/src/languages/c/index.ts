import { clangFormatter } from '../clang-format';
import { filesWithExt, nameFiles } from '../common';
import { detectGcc } from '../gcc-family';
import type { LanguageDefinition } from '../types';

const FLAGS = ['-O2', '-std=gnu17', '-pipe'];

export const c: LanguageDefinition = {
  id: 'c',
  aliases: ['gcc', 'c11', 'c17'],
  extension: 'c',
  compiled: true,
  compileSignature: FLAGS.join(' '),
  detect: () => detectGcc('gcc'),
  prepare: (files) => nameFiles(files, 'main.c'),
  compileCommand: ({ toolchain, sources }) => [
    toolchain.bin.compiler!,
    ...FLAGS,
    '-o',
    'out/main',
    ...filesWithExt(sources, '.c'),
    '-lm',
  ],
  runCommand: ({ args }) => ['/box/main', ...args],
  formatter: clangFormatter('main.c'),
  samples: {
    hello: '#include <stdio.h>\n\nint main(void) {\n  printf("Hello, World!\\n");\n  return 0;\n}\n',
    echoStdin:
      '#include <stdio.h>\n\nint main(void) {\n  char buf[4096];\n  size_t n;\n  while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) fwrite(buf, 1, n, stdout);\n  return 0;\n}\n',
  },
};
