// 1 <= n <= 10^5, 1 <= arr[i] <= 10^9, 0 <= k <= 10^9.
export default function generate(rng) {
  const cases = [
    [[1], 0],
    [[1000000000], 1000000000],
    [[1, 1000000000], 999999998],
    [[1, 1000000000], 999999999],
    [[1, 1000000000], 0],
    [[5, 5, 5, 5, 5], 0],
    [[1, 2, 3, 4, 5], 0],
    [[9, 1, 8, 2, 7, 3], 1],
    [[10, 20, 30], 1000000000],
    [rng.intArray(2000, 1, 1000000000), 1000000000],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.pick([10, 200, 3000]));
    const hi = rng.pick([10, 1000, 1000000000]);
    cases.push([rng.intArray(n, 1, hi), rng.int(0, rng.pick([0, 5, hi]))]);
  }
  return cases;
}

// n = 10^5 where one window holds (almost) everything: the per-start scan walks to the end each time.
export function large(rng) {
  return [
    [rng.intArray(100000, 1, 1000000000), 1000000000],
    [Array(100000).fill(1000000000), 0],
    [rng.intArray(100000, 1, 1000000000), 900000000],
  ];
}
