import { chainTree, distinctInts, randomTree } from '../_lib/node-shapes.mjs';

// LeetCode's bounds: 2..10^5 nodes, distinct values in [-10^9, 10^9], p != q both in the tree.
const MAX_N = 100000;
const MAX_V = 1000000000;

function pickPair(rng, values) {
  const i = rng.int(0, values.length - 1);
  let j = rng.int(0, values.length - 2);
  if (j >= i) j++;
  return [values[i], values[j]];
}

export default function generate(rng) {
  const cases = [
    [[1, 2], 2, 1],
    [[1, null, 2], 1, 2],
    [[-MAX_V, MAX_V, 0], MAX_V, 0],
    [[MAX_V, -MAX_V], -MAX_V, MAX_V],
    [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 7, 4],
    [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 6, 4],
    [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 0, 8],
    [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 7, 8],
    [chainTree([1, 2, 3, 4, 5, 6], 'left'), 6, 3],
    [chainTree([1, 2, 3, 4, 5, 6], 'zigzag'), 4, 6],
  ];
  while (cases.length < 40) {
    const n = rng.int(2, rng.bool() ? 15 : 500);
    const values = distinctInts(rng, n, rng.bool() ? -n * 2 : -MAX_V, rng.bool() ? n * 2 : MAX_V);
    const tree = randomTree(rng, values);
    cases.push([tree, ...pickPair(rng, values)]);
  }
  return cases;
}

/**
 * Full-size trees: a left-leaning path with p and q at the bottom (the subtree-search approach scans the whole path
 * at every step: O(n^2)), a zigzag path, and a random tree with p and q far apart.
 */
export function large(rng) {
  const values = distinctInts(rng, MAX_N, -MAX_V, MAX_V);
  const random = distinctInts(rng, MAX_N, -MAX_V, MAX_V);
  return [
    [chainTree(values, 'left'), values[MAX_N - 1], values[MAX_N - 2]],
    [chainTree(values, 'zigzag'), values[MAX_N - 2], values[MAX_N - 1]],
    [randomTree(rng, random), ...pickPair(rng, random)],
  ];
}
