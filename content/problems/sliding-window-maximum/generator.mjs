export default function generate(rng) {
  const cases = [
    [[5], 1], [[-10000], 1], [[1, 2], 1], [[1, 2], 2], [[2, 1], 2], [[3, 3, 3, 3], 2], [[1, 3, -1, -3, 5, 3, 6, 7], 3],
    [[1, 2, 3, 4, 5, 6], 3], [[6, 5, 4, 3, 2, 1], 3], [[-1, -1, -2, -2, -1], 2], [[10000, -10000, 10000], 2],
  ];
  for (let k = 0; k < 12; k++) {
    const n = rng.int(1, 1000);
    cases.push([rng.intArray(n, rng.pick([-10, -10000]), rng.pick([10, 10000])), rng.int(1, rng.pick([n, Math.min(n, 10)]))]);
  }
  const dec = Array.from({ length: 3000 }, (_, i) => 10000 - i);
  cases.push([dec, 1000]);
  cases.push([rng.intArray(2000, -10000, 10000), 2000]);
  cases.push([rng.intArray(2500, -10000, 10000), 700]);
  return cases;
}

/** n = 10^5 with k = n / 2: rescanning each window costs (n - k + 1) * k = 2.5 * 10^9 steps. */
export function large(rng) {
  const n = 100000;
  const k = n / 2;
  return [
    [Array.from({ length: n }, (_, i) => 10000 - Math.floor(i / 5)), k],
    [Array.from({ length: n }, (_, i) => -10000 + Math.floor(i / 5)), k],
    [Array(n).fill(10000), k + 1],
    [rng.intArray(n, -10000, 10000), k - 1],
    [rng.intArray(n, -10000, 10000), n],
  ];
}
