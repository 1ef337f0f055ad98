// LeetCode's bounds: 0..1000 nodes, values in [-10^4, 10^4], random is null or any node.
const MAX_N = 1000;
const MAX_V = 10000;

function randomList(rng, n, lo, hi) {
  return Array.from({ length: n }, () => [rng.int(lo, hi), rng.int(0, 3) === 0 ? null : rng.int(0, n - 1)]);
}

export default function generate(rng) {
  const cases = [
    [[]],
    [[[0, null]]],
    [[[5, 0]]],
    [[[-MAX_V, 1], [MAX_V, 0]]],
    [[[1, null], [1, null], [1, null]]],
    [[[2, 2], [2, 2], [2, 2]]],
    [[[4, 3], [3, 2], [2, 1], [1, 0]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 300);
    cases.push([randomList(rng, n, rng.bool() ? -2 : -MAX_V, rng.bool() ? 2 : MAX_V)]);
  }
  return cases;
}

/** Full-size lists: random pointers everywhere, all pointing to the last node, all null. */
export function large(rng) {
  return [
    [randomList(rng, MAX_N, -MAX_V, MAX_V)],
    [Array.from({ length: MAX_N }, () => [MAX_V, MAX_N - 1])],
    [Array.from({ length: MAX_N }, (_, i) => [i - 500, null])],
  ];
}
