// LeetCode's bounds: each list has 0..50 nodes, values in [-100, 100], both sorted non-decreasing.
const sorted = (a) => a.sort((x, y) => x - y);
export default function generate(rng) {
  const cases = [
    [[], []],
    [[1], []],
    [[], [-100]],
    [[5], [5]],
    [[1, 1, 1], [1, 1]],
    [[1, 2, 3], [4, 5, 6]],
    [[4, 5, 6], [1, 2, 3]],
    [[-100, 100], [0]],
    [Array.from({ length: 50 }, (_, i) => i * 2), Array.from({ length: 50 }, (_, i) => i * 2 + 1)],
    [Array(50).fill(100), Array(50).fill(-100)],
  ];
  while (cases.length < 25) {
    const big = rng.int(0, 3) === 0;
    const n = rng.int(0, big ? 50 : 15);
    const m = rng.int(0, big ? 50 : 15);
    const range = rng.bool() ? 100 : 10;
    cases.push([sorted(rng.intArray(n, -range, range)), sorted(rng.intArray(m, -range, range))]);
  }
  return cases;
}

/** Two lists of 50 nodes, the stated maximum, each reaching both value extremes. */
export function large(rng) {
  const list = () => sorted([-100, 100, ...Array.from({ length: 48 }, () => rng.int(-100, 100))]);
  return [[list(), list()]];
}
