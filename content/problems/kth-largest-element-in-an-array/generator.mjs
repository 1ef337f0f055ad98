export default function generate(rng) {
  const cases = [
    [[5], 1],
    [[-10000, 10000], 1],
    [[-10000, 10000], 2],
    [[2, 2, 2, 2], 3],
    [[1, 2, 3, 4, 5], 5],
    [[5, 4, 3, 2, 1], 1],
    [[0, 0, 1, 0], 1],
    [[0, 0, 1, 0], 2],
    [Array.from({ length: 3000 }, () => 7), 1789],
    [Array.from({ length: 3000 }, (_, i) => i - 1500), 1],
    [Array.from({ length: 3000 }, (_, i) => 1500 - i), 3000],
  ];
  const big = rng.intArray(3000, -10000, 10000);
  cases.push([big, 1500]);
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const range = rng.pick([2, 50, 10000]);
    cases.push([rng.intArray(n, -range, range), rng.pick([1, n, rng.int(1, n)])]);
  }
  return cases;
}

/** n = 10^5 with k around n / 2: picking the largest remaining value k times costs n * k = 5 * 10^9 steps. */
export function large(rng) {
  const n = 100000;
  return [
    [rng.intArray(n, -10000, 10000), n / 2],
    [Array.from({ length: n }, (_, i) => -10000 + Math.floor(i / 5)), n / 2 + 1],
    [Array(n).fill(10000), n],
    [rng.intArray(n, -10000, 10000), n - 1],
  ];
}
