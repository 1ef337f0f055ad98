import { chainTree, randomTree } from '../_lib/node-shapes.mjs';

// LeetCode's bounds: 0..2000 nodes, values in [-100, 100].
const MAX_N = 2000;
const MAX_V = 100;

export default function generate(rng) {
  const cases = [
    [[]],
    [[-MAX_V]],
    [[1, 2]],
    [[1, null, 2]],
    [[MAX_V, -MAX_V, 0]],
    [[1, 2, 5, 3, 4, null, 6]],
    [chainTree([1, 2, 3, 4, 5], 'left')],
    [chainTree([1, 2, 3, 4, 5], 'zigzag')],
    [[7, 7, 7, 7, 7, 7, 7]],
  ];
  while (cases.length < 35) {
    const n = rng.int(1, rng.bool() ? 20 : 400);
    cases.push([randomTree(rng, rng.intArray(n, -MAX_V, MAX_V))]);
  }
  cases.push([randomTree(rng, rng.intArray(MAX_N, -MAX_V, MAX_V))]);
  return cases;
}

/** 2000 nodes: a left path (deepest recursion, longest tail walks), a zigzag path, a complete tree. */
export function large(rng) {
  const values = () => rng.intArray(MAX_N, -MAX_V, MAX_V);
  return [[chainTree(values(), 'left')], [chainTree(values(), 'zigzag')], [values()]];
}
