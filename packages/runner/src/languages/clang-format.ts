import { findExecutable, realPath } from './host-tools';
import type { Formatter } from './types';

let cached: string | null | undefined;

export function clangFormatPath(): string | null {
  if (cached === undefined) {
    const found = findExecutable('clang-format');
    cached = found ? realPath(found) : null;
  }
  return cached;
}

/** clang-format reading stdin; the file name only selects the language. */
export function clangFormatter(assumeFileName: string): Formatter {
  return {
    name: 'clang-format',
    command: () => {
      const bin = clangFormatPath();
      return bin ? [bin, `--assume-filename=${assumeFileName}`, '--style=Google'] : null;
    },
  };
}
