const MAX = 1000000;

export default function generate(rng) {
  const cases = [
    [[1]],
    [[MAX]],
    [[1, MAX]],
    [[MAX, 1]],
    [[4, 4, 4, 4]],
    [[1, 2, 3, 4, 5]],
    [[5, 4, 3, 2, 1]],
    [[3, 1, 3, 1, 3]],
    [[1, 5, 5, 5, 1]],
    [[2, 9, 1, 9, 9, 2]],
  ];
  for (let k = 0; k < 10; k++) cases.push([rng.intArray(rng.int(1, 12), 1, rng.pick([3, 10, MAX]))]);
  for (let k = 0; k < 5; k++) cases.push([rng.intArray(rng.int(200, 2000), 1, rng.pick([20, MAX]))]);
  return cases;
}

/** n = 10^5, where scanning every subarray takes 5 * 10^9 steps: random, increasing, and a valley shape. */
export function large(rng) {
  const n = 100000;
  return [
    [rng.intArray(n, 1, MAX)],
    [Array.from({ length: n }, (_, i) => 1 + i * 10)],
    [Array.from({ length: n }, (_, i) => MAX - Math.min(i, n - 1 - i) * 9)],
    [rng.intArray(n, 1, 50)],
  ];
}
