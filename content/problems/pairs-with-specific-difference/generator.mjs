// GfG: 1 <= n <= 10^5, 1 <= arr[i] <= 10^5, 1 <= k <= 10^5.
export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[100000], 100000],
    [[100000, 100000], 1],
    [[1, 100000], 100000],
    [[1, 100000], 99999],
    [[2, 2, 2], 1],
    [[1, 2, 3, 4], 2],
    [[1, 3, 5, 7, 9], 2],
    [Array.from({ length: 3000 }, (_, i) => 1 + 30 * i), 30],
    [Array.from({ length: 3000 }, (_, i) => 100000 - 33 * i), 1],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, 24);
    const hi = rng.pick([20, 1000, 100000]);
    cases.push([rng.intArray(n, 1, hi), rng.int(1, Math.max(1, Math.floor(hi / rng.pick([1, 4, 20]))))]);
  }
  return cases;
}

// n = 10^5 with every neighbouring difference below k: the plain recursion branches at every step.
export function large(rng) {
  return [
    [rng.intArray(100000, 1, 100000), 100000],
    [Array(100000).fill(100000), 100000],
    [rng.intArray(100000, 1, 100000), 50],
  ];
}
