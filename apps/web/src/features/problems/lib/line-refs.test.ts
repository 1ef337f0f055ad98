import { describe, expect, it } from 'vitest';
import { errorLines, splitLineRefs } from './line-refs';

const GCC = [
  "In member function 'std::vector<int> Solution::twoSum(std::vector<int>&, int)':",
  "Line 5: Char 9: error: expected primary-expression before 'return'",
  '    5 |         return {1, 1};',
  'Line 6: Char 5: warning: no return statement in function returning non-void [-Wreturn-type]',
  'Line 2: Char 1: note: declared here',
  "Line 9: Char 3: error: expected ';'",
  "Line 5: Char 12: error: 'x' was not declared",
].join('\n');

describe('errorLines', () => {
  it('finds the lines of errors, once each, and leaves warnings and notes out', () => {
    expect(errorLines(GCC)).toEqual([5, 9]);
  });

  it('reads javac and Python forms', () => {
    expect(errorLines("Line 4: error: ';' expected\n        int x = 1\n")).toEqual([4]);
    expect(errorLines('Traceback (most recent call last):\n  Line 3, in twoSum\nZeroDivisionError: division by zero')).toEqual([
      3,
    ]);
    expect(errorLines('Wrong Answer')).toEqual([]);
    expect(errorLines('Line 0: Char 1: error: nothing')).toEqual([]);
  });
});

describe('splitLineRefs', () => {
  it('cuts a message into text and line references', () => {
    expect(splitLineRefs('Line 5: Char 9: error: x\nsee Line 12.')).toEqual([
      { line: 5, text: 'Line 5' },
      ': Char 9: error: x\nsee ',
      { line: 12, text: 'Line 12' },
      '.',
    ]);
    expect(splitLineRefs('no references')).toEqual(['no references']);
    expect(splitLineRefs('')).toEqual([]);
  });
});
