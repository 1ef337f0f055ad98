// LeetCode's bounds: a perfect binary tree of 0..2^12 - 1 nodes, values in [-1000, 1000].
const MAX_V = 1000;
const perfect = (rng, levels, lo = -MAX_V, hi = MAX_V) => rng.intArray(2 ** levels - 1, lo, hi);

export default function generate(rng) {
  const cases = [
    [[]],
    [[0]],
    [[-MAX_V]],
    [[1, 2, 3]],
    [[MAX_V, -MAX_V, MAX_V]],
    [[5, 5, 5, 5, 5, 5, 5]],
  ];
  while (cases.length < 25) cases.push([perfect(rng, rng.int(1, 8), rng.bool() ? -3 : -MAX_V, rng.bool() ? 3 : MAX_V)]);
  cases.push([perfect(rng, 12)]);
  return cases;
}

/** The largest perfect trees (12 levels, 4095 nodes). */
export function large(rng) {
  return [[perfect(rng, 12)], [Array(4095).fill(-MAX_V)]];
}
