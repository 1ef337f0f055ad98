import { describe, expect, it } from 'vitest';
import { parseRunOutput } from '../src/judge.js';
import { problemFileSchema } from '../src/signature.js';
import { checkTestCase, checkValue, encodeTestTokens, formatArgs, valuesEqual } from '../src/values.js';
import { loadFixture } from './helpers.js';

const twoSum = loadFixture('two-sum').problem;
const minStack = loadFixture('min-stack').problem;

describe('comparison modes', () => {
  it('exact', () => {
    expect(valuesEqual('exact', [1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(valuesEqual('exact', [1, 2], [2, 1])).toBe(false);
    expect(valuesEqual('exact', 'a', 'a')).toBe(true);
    expect(valuesEqual('exact', null, [])).toBe(false);
    expect(valuesEqual('exact', 0.1, 0.1 + 1e-12)).toBe(false);
  });
  it('unordered compares the top level as a multiset', () => {
    expect(valuesEqual('unordered', [1, 2, 2], [2, 1, 2])).toBe(true);
    expect(valuesEqual('unordered', [1, 2, 2], [2, 1, 1])).toBe(false);
    expect(valuesEqual('unordered', [[1, 2], [3]], [[3], [1, 2]])).toBe(true);
    expect(valuesEqual('unordered', [[1, 2], [3]], [[3], [2, 1]])).toBe(false);
  });
  it('unordered-deep sorts inner arrays too', () => {
    expect(valuesEqual('unordered-deep', [['eat', 'tea'], ['bat']], [['bat'], ['tea', 'eat']])).toBe(true);
    expect(
      valuesEqual(
        'unordered-deep',
        [
          [-1, 0, 1],
          [-1, -1, 2],
        ],
        [
          [2, -1, -1],
          [1, 0, -1],
        ],
      ),
    ).toBe(true);
    expect(valuesEqual('unordered-deep', [['a']], [['a'], ['a']])).toBe(false);
  });
  it('float tolerates 1e-5 absolute or relative', () => {
    expect(valuesEqual('float', 9.261, 9.261000000000001)).toBe(true);
    expect(valuesEqual('float', 1e9, 1e9 + 1)).toBe(true);
    expect(valuesEqual('float', 0.5, 0.50002)).toBe(false);
    expect(valuesEqual('float', [1.0, 2.0], [1.000001, 1.999999])).toBe(true);
  });
});

describe('display and validation', () => {
  it('formats args LeetCode style', () => {
    expect(formatArgs(twoSum.signature, [[2, 7, 11, 15], 9])).toBe('nums = [2,7,11,15], target = 9');
    expect(
      formatArgs(minStack.signature, [
        ['MinStack', 'push'],
        [[], [1]],
      ]),
    ).toBe('["MinStack","push"]\n[[],[1]]');
  });
  it('checks values against types', () => {
    expect(checkValue('int', 3)).toBeNull();
    expect(checkValue('int', 2 ** 31)).not.toBeNull();
    expect(checkValue('long', 2 ** 40)).toBeNull();
    expect(checkValue('char', 'ab')).not.toBeNull();
    expect(checkValue('TreeNode', [1, null, 2])).toBeNull();
    expect(checkValue('TreeNode', [1, 2, null])).toMatch(/trailing/);
    expect(checkValue('char[][]', [['1', '0']])).toBeNull();
    expect(checkTestCase(twoSum.signature, [[1, 2]], [0, 1])[0]).toMatch(/expected 2 args/);
    expect(checkTestCase(twoSum.signature, [[1, 2], 'x'], [0, 1])[0]).toMatch(/target/);
    expect(
      checkTestCase(
        minStack.signature,
        [
          ['MinStack', 'push', 'getMin'],
          [[], [5], []],
        ],
        [null, null, 5],
      ),
    ).toEqual([]);
    expect(
      checkTestCase(
        minStack.signature,
        [
          ['MinStack', 'nope'],
          [[], []],
        ],
        [null, null],
      ).length,
    ).toBeGreaterThan(0);
  });
  it('problemFileSchema validates the whole file', () => {
    expect(problemFileSchema.safeParse(twoSum).success).toBe(true);
    expect(problemFileSchema.safeParse({ ...twoSum, topics: ['Arrays'] }).success).toBe(false);
    expect(problemFileSchema.safeParse({ ...twoSum, difficulty: 'easy' }).success).toBe(false);
    expect(problemFileSchema.safeParse({ ...twoSum, extra: 1 }).success).toBe(false);
    const voidNoMutates = { ...twoSum, signature: { ...twoSum.signature, returns: 'void' } };
    expect(problemFileSchema.safeParse(voidNoMutates).success).toBe(false);
    expect(problemFileSchema.safeParse(minStack).success).toBe(true);
  });
  it('encodes tokens for compiled drivers', () => {
    expect(encodeTestTokens(twoSum.signature, 4, [[2, -7], 9])).toBe('4 2 2 -7 9');
    expect(
      encodeTestTokens(minStack.signature, 0, [
        ['MinStack', 'push', 'getMin'],
        [[], [5], []],
      ]),
    ).toBe('0 3 0 1 5 4');
  });
});

describe('marker protocol', () => {
  it('splits per-test stdout and results', () => {
    const N = 'abc';
    const M = `\x1eCK${N} `;
    const out = `top-level\n${M}B 0\nhello\n\n${M}R 0 12 [0,1]\n${M}B 1\nno newline\n${M}E 1 5 "boom"\n${M}B 2\npartial`;
    const p = parseRunOutput(out, N);
    expect(p.done.get(0)).toEqual({ kind: 'R', micros: 12, payload: '[0,1]', stdout: 'top-level\nhello\n' });
    expect(p.done.get(1)).toEqual({ kind: 'E', micros: 5, payload: '"boom"', stdout: 'no newline' });
    expect([...p.began]).toEqual([0, 1, 2]);
    expect(p.partial.get(2)).toBe('partial');
  });
});
