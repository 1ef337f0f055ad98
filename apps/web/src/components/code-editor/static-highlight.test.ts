import { describe, expect, it } from 'vitest';
import { tokenize } from './static-highlight';

const kinds = (text: string, language: Parameters<typeof tokenize>[1]) =>
  tokenize(text, language)
    .filter((token) => token.kind)
    .map((token) => `${token.kind}:${token.text}`);

describe('tokenize (the static preview of the code)', () => {
  it('gives the text back unchanged, whatever it holds', () => {
    const samples = [
      '',
      'x',
      'a "unterminated',
      '/* open comment\nline 2',
      'def f(x):\n  return x  # done\n',
      '\t\u00e9\u{1F600}',
    ];
    for (const text of samples) {
      for (const language of ['python', 'cpp', 'javascript', 'ruby'] as const) {
        expect(
          tokenize(text, language)
            .map((token) => token.text)
            .join(''),
        ).toBe(text);
      }
    }
  });

  it('finds keywords, strings, numbers and comments by language', () => {
    expect(kinds('def two_sum(nums): return "x" # hi', 'python')).toEqual([
      'keyword:def',
      'keyword:return',
      'string:"x"',
      'comment:# hi',
    ]);
    expect(kinds('#include <vector>\nint main() { return 0; } // end', 'cpp')).toEqual([
      'keyword:#include',
      'keyword:int',
      'keyword:return',
      'number:0',
      'comment:// end',
    ]);
    // `#` is no comment in JavaScript, and a keyword inside a word is no keyword.
    expect(kinds('const format = a.#b; /* c */', 'javascript')).toEqual(['keyword:const', 'comment:/* c */']);
  });
});
