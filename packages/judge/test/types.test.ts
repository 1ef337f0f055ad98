import { describe, expect, it } from 'vitest';
import { cType } from '../src/drivers/c.js';
import { cppType } from '../src/drivers/cpp.js';
import { javaParamType } from '../src/drivers/java.js';
import { judge } from '../src/judge.js';
import {
  isNodeType,
  JUDGE_LANGUAGES,
  type JudgeLanguage,
  type NodeType,
  type ProblemFile,
  VALUE_TYPES,
  type ValueType,
} from '../src/signature.js';
import { executor } from './helpers.js';

/** two sample values per type; strings exercise escaping and UTF-8 */
/** the Node types have their own suite (node-types.test.ts): a clone must not echo its input */
const SAMPLES: Record<Exclude<ValueType, NodeType>, unknown[]> = {
  int: [-2147483648, 2147483647],
  long: [-9007199254740991, 9007199254740991],
  double: [0.1, -12345.6789e-7],
  bool: [true, false],
  string: ['', 'a "quoted" \\ back\nslash\ttab é€ 😀'],
  char: ['"', 'z'],
  'int[]': [[], [1, -2, 3]],
  'long[]': [[], [4294967296, -1]],
  'double[]': [[], [1.5, -0.25]],
  'bool[]': [[], [true, false, true]],
  'string[]': [[], ['', 'x y', 'ü']],
  'char[]': [[], ['h', 'i', '\\']],
  'int[][]': [[], [[1, 2], [], [3]]],
  'string[][]': [[], [['a', 'b'], [''], []]],
  'char[][]': [
    [],
    [
      ['1', '0'],
      ['0', '1'],
    ],
  ],
  'bool[][]': [[], [[true], [false, true]]],
  ListNode: [[], [1, 2, 3]],
  'ListNode[]': [[], [[1, 2], [], [3]]],
  TreeNode: [[], [1, null, 2, 3, null, null, 4]],
};

function identity(lang: JudgeLanguage, t: ValueType): string {
  const d = t.endsWith('[][]') ? 2 : t.endsWith('[]') ? 1 : 0;
  switch (lang) {
    case 'python':
      return 'class Solution:\n    def echo(self, x):\n        return x\n';
    case 'javascript':
      return 'var echo = function(x) {\n    return x;\n};\n';
    case 'java': {
      const jt = javaParamType(t);
      return `class Solution {\n    public ${jt} echo(${jt} x) {\n        return x;\n    }\n}\n`;
    }
    case 'cpp': {
      const ct = cppType(t);
      return `class Solution {\npublic:\n    ${ct} echo(${ct}${d ? '&' : ''} x) {\n        return x;\n    }\n};\n`;
    }
    case 'c': {
      const ct = cType(t);
      if (d === 0) return `${ct} echo(${ct} x) {\n    return x;\n}\n`;
      if (d === 1) return `${ct} echo(${ct} x, int xSize, int* returnSize) {\n    *returnSize = xSize;\n    return x;\n}\n`;
      return `${ct} echo(${ct} x, int xSize, int* xColSize, int* returnSize, int** returnColumnSizes) {\n    *returnSize = xSize;\n    *returnColumnSizes = xColSize;\n    return x;\n}\n`;
    }
  }
}

function problemFor(t: Exclude<ValueType, NodeType>): ProblemFile {
  return {
    title: `Echo ${t}`,
    difficulty: 'Easy',
    topics: ['Array'],
    order: 1,
    premium: false,
    signature: { kind: 'function', name: 'echo', params: [{ name: 'x', type: t }], returns: t },
    compare: 'exact',
    examples: [{ args: [SAMPLES[t][0]], expected: SAMPLES[t][0] }],
    constraints: [],
  };
}

describe.concurrent('every signature type round-trips through every driver', () => {
  for (const language of JUDGE_LANGUAGES) {
    it(`${language}`, async () => {
      const failures: string[] = [];
      // one program per type; run them with limited parallelism
      const types = VALUE_TYPES.filter((t): t is Exclude<ValueType, NodeType> => !isNodeType(t));
      await Promise.all(
        types.map(async (t) => {
          const tests = SAMPLES[t].map((v) => ({ args: [v], expected: v }));
          const r = await judge({
            problem: problemFor(t),
            tests,
            language,
            code: identity(language, t),
            executor,
            stopOnFirstFailure: false,
          });
          if (r.verdict !== 'Accepted') {
            const bad = r.tests.find((x) => !x.passed);
            failures.push(
              `${t}: ${r.verdict} ${r.compileOutput?.slice(0, 400) ?? ''} ${bad ? `${bad.expectedOutput} vs ${bad.actualOutput} ${bad.error ?? ''}` : ''}`,
            );
          }
        }),
      );
      expect(failures).toEqual([]);
    });
  }
});
