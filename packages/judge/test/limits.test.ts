import { describe, expect, it } from 'vitest';
import { statementOverlaps } from '../src/cli/statement-overlap.js';
import { limitErrors, measureLimits } from '../src/limits.js';
import { type ProblemFile, problemFileSchema } from '../src/signature.js';

const base = {
  title: 'T',
  difficulty: 'Easy',
  topics: ['Array'],
  order: 1,
  premium: false,
  compare: 'exact',
  constraints: [],
};

function fn(limits: unknown[]): ProblemFile {
  return problemFileSchema.parse({
    ...base,
    signature: {
      kind: 'function',
      name: 'f',
      params: [
        { name: 'nums', type: 'int[]' },
        { name: 'k', type: 'int' },
        { name: 'grid', type: 'int[][]' },
        { name: 'root', type: 'TreeNode' },
      ],
      returns: 'int',
    },
    examples: [{ args: [[1], 1, [[1]], [1]], expected: 1 }],
    limits,
  });
}

const errorsOf = (problem: ProblemFile, tests: { args: unknown[] }[]) => {
  const { measures, errors } = measureLimits(
    problem,
    tests.map((t) => ({ ...t, expected: 0 })),
  );
  return [...errors, ...limitErrors(measures, (i) => `#${i}`)];
};

describe('limits in problem.json', () => {
  it('accepts the documented forms and rejects others', () => {
    expect(() => fn([{ of: 'nums.length', min: 1, max: 10 }])).not.toThrow();
    expect(() => fn([{ of: 'nums[i]', min: 5, max: 1 }])).toThrow(/min must be <= max/);
    expect(() => fn([{ of: 'nums[k]', min: 1, max: 2 }])).toThrow(/must be/);
    expect(() => problemFileSchema.parse({ ...fn([]), naive: { complexity: 'O(n^2)' } })).not.toThrow();
    expect(() => problemFileSchema.parse({ ...fn([]), naive: { none: 'short' } })).toThrow();
  });

  it('requires large length limits to be reached to 90 %', () => {
    const p = fn([{ of: 'nums.length', min: 1, max: 1000 }]);
    const at = (n: number) => [{ args: [Array(n).fill(0), 1, [], []] }];
    expect(errorsOf(p, at(899))).toEqual([expect.stringMatching(/largest test has 899 \(needs >= 900/)]);
    expect(errorsOf(p, at(900))).toEqual([]);
    // a small limit need not be reached
    expect(errorsOf(fn([{ of: 'nums.length', min: 1, max: 999 }]), at(5))).toEqual([]);
  });

  it('reports tests outside a limit and value limits never reached', () => {
    const p = fn([
      { of: 'nums[i]', min: -5, max: 5 },
      { of: 'k', min: 1, max: 3, unreached: 'k is at most the number of distinct values' },
    ]);
    expect(errorsOf(p, [{ args: [[-5, 6], 1, [], []] }])).toEqual([
      'limits: nums[i] outside [-5, 5] in #0',
      'limits: nums[i] <= 5 is never reached (largest seen 6)',
    ]);
    expect(errorsOf(p, [{ args: [[-5, 5], 2, [], []] }])).toEqual([]);
  });

  it('measures rows, cells, tree node counts and values', () => {
    const p = fn([
      { of: 'grid.length', min: 1, max: 2 },
      { of: 'grid[i].length', min: 1, max: 3 },
      { of: 'grid[i][j]', min: 0, max: 9 },
      { of: 'root.length', min: 0, max: 3 },
      { of: 'root[i]', min: 1, max: 7 },
    ]);
    expect(errorsOf(p, [{ args: [[], 1, [[0, 9, 1], [2]], [1, null, 7]] }])).toEqual([]);
    expect(errorsOf(p, [{ args: [[], 1, [[0, 9, 1, 1]], [1, 2, 3, 7]] }])).toEqual([
      'limits: grid[i].length outside [1, 3] in #0',
      'limits: root.length outside [0, 3] in #0',
    ]);
  });

  it('counts the nodes of graph, random-pointer list and next-pointer tree parameters', () => {
    const nodes = (type: string, limits: unknown[]) =>
      problemFileSchema.parse({
        ...base,
        signature: { kind: 'function', name: 'f', params: [{ name: 'node', type }], returns: 'int' },
        examples: [{ args: [[]], expected: 0 }],
        limits,
      });
    const graph = nodes('GraphNode', [{ of: 'node.length', min: 0, max: 3 }]);
    expect(errorsOf(graph, [{ args: [[[2, 3], [1], [1]]] }])).toEqual([]);
    expect(errorsOf(graph, [{ args: [[[2], [1, 3], [2, 4], [3]]] }])).toEqual(['limits: node.length outside [0, 3] in #0']);
    expect(errorsOf(nodes('GraphNode', [{ of: 'node[i]', min: 1, max: 3 }]), [])[0]).toMatch(/node type with values/);
    const list = nodes('RandomListNode', [
      { of: 'node.length', min: 0, max: 2 },
      { of: 'node[i]', min: -5, max: 5 },
    ]);
    expect(
      errorsOf(list, [
        {
          args: [
            [
              [-5, null],
              [5, 0],
            ],
          ],
        },
      ]),
    ).toEqual([]);
    expect(
      errorsOf(list, [
        {
          args: [
            [
              [-5, 1],
              [6, 0],
            ],
          ],
        },
      ]),
    ).toEqual(['limits: node[i] outside [-5, 5] in #0', 'limits: node[i] <= 5 is never reached (largest seen 6)']);
    const tree = nodes('NextTreeNode', [{ of: 'node.length', min: 0, max: 3 }]);
    expect(errorsOf(tree, [{ args: [[1, 2, 3]] }, { args: [[1, null, 3]] }])).toEqual([]);
  });

  it('names what a limit cannot refer to', () => {
    expect(errorsOf(fn([{ of: 'size.length', min: 0, max: 1 }]), [])).toEqual(['limits: "size.length": no parameter "size"']);
    expect(errorsOf(fn([{ of: 'k.length', min: 0, max: 1 }]), [])[0]).toMatch(/needs an array/);
  });

  it('counts design calls and method arguments', () => {
    const p = problemFileSchema.parse({
      ...base,
      signature: {
        kind: 'design',
        className: 'S',
        constructor: { params: [{ name: 'capacity', type: 'int' }] },
        methods: [{ name: 'push', params: [{ name: 'val', type: 'int' }], returns: 'void' }],
      },
      examples: [
        {
          args: [
            ['S', 'push'],
            [[1], [2]],
          ],
          expected: [null, null],
        },
      ],
      limits: [
        { of: 'calls', min: 1, max: 2 },
        { of: 'capacity', min: 1, max: 1 },
        { of: 'push.val', min: 2, max: 3 },
      ],
    });
    expect(
      errorsOf(p, [
        {
          args: [
            ['S', 'push', 'push'],
            [[1], [2], [3]],
          ],
        },
      ]),
    ).toEqual([]);
    expect(
      errorsOf(p, [
        {
          args: [
            ['S', 'push', 'push', 'push'],
            [[1], [2], [3], [4]],
          ],
        },
      ]),
    ).toEqual([
      'limits: calls outside [1, 2] in #0',
      'limits: push.val outside [2, 3] in #0',
      'limits: push.val <= 3 is never reached (largest seen 4)',
    ]);
  });
});

describe('statement overlap', () => {
  const twelve = 'one two three four five six seven eight nine ten eleven twelve';
  it('finds a shared run of 12 words, not of 11', () => {
    const found = statementOverlaps(
      new Map([
        ['a', `Intro. ${twelve} and more.`],
        ['b', `Other *${twelve.replace(/ /g, ' ')}* text`],
        ['c', twelve.split(' ').slice(0, 11).join(' ')],
      ]),
    );
    expect(found).toEqual([{ a: 'a', b: 'b', run: twelve }]);
  });
  it('limits pairs to the named problems', () => {
    const all = new Map([
      ['a', twelve],
      ['b', twelve],
      ['c', 'nothing shared'],
    ]);
    expect(statementOverlaps(all, new Set(['c']))).toEqual([]);
    expect(statementOverlaps(all, new Set(['b']))).toHaveLength(1);
  });
});
