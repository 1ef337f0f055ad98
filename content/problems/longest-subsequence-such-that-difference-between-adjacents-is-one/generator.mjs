// 1 <= n <= 10^5, 1 <= arr[i] <= 10^9.
export default function generate(rng) {
  const cases = [
    [[1]],
    [[1000000000]],
    [[1, 1000000000]],
    [[999999999, 1000000000, 999999999]],
    [[1, 2, 1, 2, 1, 2]],
    [[5, 5, 5, 5]],
    [[1, 3, 5, 7, 9]],
    [[3, 2, 1, 2, 3, 4, 3]],
    [Array.from({ length: 2000 }, (_, i) => 2000 - i)],
    [Array.from({ length: 2000 }, (_, i) => (i % 2 === 0 ? 1 : 3))],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.pick([10, 100, 2000]));
    const hi = rng.pick([5, 20, 1000, 1000000000]);
    cases.push([rng.intArray(n, 1, hi)]);
  }
  return cases;
}

// n = 10^5: the quadratic DP compares every pair.
export function large(rng) {
  return [
    [rng.intArray(100000, 1, 1000)],
    [rng.intArray(100000, 1, 1000000000)],
    [Array.from({ length: 100000 }, (_, i) => 1000000000 - (i % 5000))],
  ];
}
