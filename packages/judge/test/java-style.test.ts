import { describe, expect, it } from 'vitest';
import { javaDriver, javaParamType, javaReturnType } from '../src/drivers/java.js';
import { judge } from '../src/judge.js';
import { type ProblemFile, problemFileSchema, type ValueType } from '../src/signature.js';
import { executor } from './helpers.js';

function echoProblem(t: ValueType, java: 'array' | 'list', javaReturns: 'array' | 'list'): ProblemFile {
  return problemFileSchema.parse({
    title: `Echo ${t}`,
    difficulty: 'Easy',
    topics: ['Array'],
    order: 1,
    premium: false,
    signature: { kind: 'function', name: 'echo', params: [{ name: 'x', type: t, java }], returns: t, javaReturns },
    compare: 'exact',
    examples: [{ args: [[]], expected: [] }],
    constraints: [],
  });
}

describe('Java array/list style per problem', () => {
  it('types follow the style, with LeetCode defaults when none is given', () => {
    expect(javaParamType('string[]')).toBe('String[]');
    expect(javaParamType('string[]', 'list')).toBe('List<String>');
    expect(javaParamType('int[][]', 'list')).toBe('List<List<Integer>>');
    expect(javaParamType('string[][]')).toBe('List<List<String>>');
    expect(javaParamType('string[][]', 'array')).toBe('String[][]');
    expect(javaReturnType('int[]')).toBe('int[]');
    expect(javaReturnType('int[]', 'list')).toBe('List<Integer>');
    expect(javaReturnType('int[][]')).toBe('List<List<Integer>>');
    expect(javaReturnType('int[][]', 'array')).toBe('int[][]');
    expect(javaReturnType('char[]', 'list')).toBe('List<Character>');
  });

  it('starter code shows the problem’s Java types', () => {
    const starter = javaDriver.starterCode(echoProblem('string[]', 'list', 'list').signature);
    expect(starter).toContain('public List<String> echo(List<String> x)');
  });

  it('rejects a style on a non-array type', () => {
    const bad = {
      ...echoProblem('int[]', 'list', 'list'),
      signature: { kind: 'function', name: 'f', params: [{ name: 'x', type: 'int', java: 'list' }], returns: 'int' },
    };
    expect(problemFileSchema.safeParse(bad).success).toBe(false);
    const badReturn = {
      ...bad,
      signature: { kind: 'function', name: 'f', params: [{ name: 'x', type: 'int' }], returns: 'int', javaReturns: 'list' },
    };
    expect(problemFileSchema.safeParse(badReturn).success).toBe(false);
  });

  const cases: [ValueType, unknown[]][] = [
    ['int[]', [[], [3, -1, 2147483647]]],
    ['long[]', [[9007199254740991, -4]]],
    ['double[]', [[1.5, -0.25]]],
    ['bool[]', [[true, false]]],
    ['char[]', [['a', '\\']]],
    ['string[]', [[], ['hot', 'dot', 'é']]],
    ['int[][]', [[[1, 2], [], [3]]]],
    ['string[][]', [[['a'], []]]],
  ];
  it.concurrent.each(cases)('a %s parameter arrives as a mutable java.util.List', async (t, values) => {
    const jt = javaParamType(t, 'list');
    // add then remove an element: an Arrays.asList view would throw UnsupportedOperationException
    const code = `import java.util.*;\nclass Solution {\n    public ${jt} echo(${jt} x) {\n        x.add(null);\n        x.remove(x.size() - 1);\n        return x;\n    }\n}\n`;
    const r = await judge({
      problem: echoProblem(t, 'list', 'list'),
      tests: values.map((v) => ({ args: [v], expected: v })),
      language: 'java',
      code,
      executor,
      stopOnFirstFailure: false,
    });
    expect(r.compileOutput ?? '').toBe('');
    expect(r.tests.map((x) => x.error ?? x.actualOutput)).toEqual(values.map((v) => JSON.stringify(v)));
    expect(r.verdict).toBe('Accepted');
  });
});
