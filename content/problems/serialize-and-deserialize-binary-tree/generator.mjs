import { chainTree, randomTree } from '../_lib/node-shapes.mjs';

// LeetCode's bounds: 0..10^4 nodes, values in [-1000, 1000].
const MAX_N = 10000;
const MAX_V = 1000;

export default function generate(rng) {
  const cases = [
    [[]],
    [[0]],
    [[-MAX_V]],
    [[MAX_V, null, -MAX_V]],
    [[1, 2]],
    [[1, null, 2]],
    [[-1, -1, -1, -1, null, null, -1]],
    [[1, 2, 3, null, null, 4, 5]],
    [chainTree([1, 2, 3, 4, 5], 'zigzag')],
    [[10, 100, -100, 1000, -1000]],
  ];
  while (cases.length < 35) {
    const n = rng.int(1, rng.bool() ? 20 : 800);
    cases.push([randomTree(rng, rng.intArray(n, rng.bool() ? -9 : -MAX_V, rng.bool() ? 9 : MAX_V))]);
  }
  return cases;
}

/** Full-size trees: a right path, a left path (10^4 deep), a zigzag path, a random tree, a complete tree. */
export function large(rng) {
  const values = () => rng.intArray(MAX_N, -MAX_V, MAX_V);
  return [
    [chainTree(values(), 'right')],
    [chainTree(values(), 'left')],
    [chainTree(values(), 'zigzag')],
    [randomTree(rng, values())],
    [values()],
  ];
}
