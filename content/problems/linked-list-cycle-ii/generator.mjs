// LeetCode's bounds: 0..10^4 nodes, values in [-10^5, 10^5], pos is -1 or a valid index.
const MAX_N = 10000;
const MAX_V = 100000;

export default function generate(rng) {
  const cases = [
    [[], -1],
    [[4], -1],
    [[4], 0],
    [[1, 2], 1],
    [[1, 2], -1],
    [[9, 9, 9, 9, 9], 2],
    [[9, 9, 9, 9, 9], 4],
    [[-MAX_V, MAX_V, 0], 1],
    [[MAX_V, -MAX_V], -1],
    [[3, 1, 3, 1, 3], 0],
  ];
  while (cases.length < 40) {
    const n = rng.int(1, rng.bool() ? 30 : 400);
    // repeated small values, so a value-based answer cannot pass
    const values = rng.bool() ? rng.intArray(n, -3, 3) : rng.intArray(n, -MAX_V, MAX_V);
    cases.push([values, rng.int(0, 3) === 0 ? -1 : rng.int(0, n - 1)]);
  }
  cases.push([rng.intArray(MAX_N, -MAX_V, MAX_V), MAX_N - 1]);
  return cases;
}

/** Full-size lists: a long tail before a short loop, a loop through every node, no loop, all-equal values. */
export function large(rng) {
  return [
    [rng.intArray(MAX_N, -MAX_V, MAX_V), MAX_N - 2],
    [rng.intArray(MAX_N, -MAX_V, MAX_V), 0],
    [rng.intArray(MAX_N, -MAX_V, MAX_V), -1],
    [Array(MAX_N).fill(7), MAX_N >> 1],
  ];
}
