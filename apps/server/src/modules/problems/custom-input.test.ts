import type { Signature } from '@codingkaro/judge';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { formatCustomInput, parseCustomInput } from './custom-input';

const twoSum: Signature = {
  kind: 'function',
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};
const minStack: Signature = {
  kind: 'design',
  className: 'MinStack',
  constructor: { params: [] },
  methods: [
    { name: 'push', params: [{ name: 'val', type: 'int' }], returns: 'void' },
    { name: 'getMin', params: [], returns: 'int' },
  ],
};

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe('custom input', () => {
  it('parses one JSON value per parameter line, ignoring blank lines and CRLF', () => {
    expect(parseCustomInput(twoSum, '[1, 2, 3]\r\n\r\n 5 \n')).toEqual([[1, 2, 3], 5]);
    expect(formatCustomInput([[2, 7], 9])).toBe('[2,7]\n9');
  });

  it('says which line is wrong', () => {
    expect(messageOf(() => parseCustomInput(twoSum, '[1,2,3]'))).toBe(
      'Invalid custom input: expected 2 lines (nums, target), one JSON value per line, got 1.',
    );
    expect(messageOf(() => parseCustomInput(twoSum, '[1,2,x]\n5'))).toBe(
      'Invalid custom input: line 1 (nums) is not a JSON value ([1,2,x]).',
    );
    expect(messageOf(() => parseCustomInput(twoSum, '[1,2]\n"a"'))).toBe(
      'Invalid custom input: target: expected 32-bit int, got "a".',
    );
    expect(messageOf(() => parseCustomInput(twoSum, '[1,2.5]\n3'))).toMatch(/nums\[1\]: expected 32-bit int/);
    expect(messageOf(() => parseCustomInput(twoSum, '[1]\n99999999999'))).toMatch(/target: expected 32-bit int/);
  });

  it('parses design call sequences and checks them against the class', () => {
    expect(parseCustomInput(minStack, '["MinStack","push","getMin"]\n[[],[3],[]]')).toEqual([
      ['MinStack', 'push', 'getMin'],
      [[], [3], []],
    ]);
    expect(messageOf(() => parseCustomInput(minStack, '["MinStack","push"]'))).toMatch(/expected 2 lines/);
    expect(messageOf(() => parseCustomInput(minStack, '["MinStack","fly"]\n[[],[]]'))).toMatch(/unknown method "fly"/);
    expect(messageOf(() => parseCustomInput(minStack, '["Other"]\n[[]]'))).toMatch(/first call must be "MinStack"/);
    expect(messageOf(() => parseCustomInput(minStack, '["MinStack","push"]\n[[],["x"]]'))).toMatch(/val: expected 32-bit int/);
  });
});
