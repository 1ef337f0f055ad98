const M = 1000000;

export default function generate(rng) {
  const cases = [
    [[5], 10],
    [[M, M], 2 * M],
    [[-M, -M, -M], -2 * M],
    [[-M, M], 0],
    [[0, 0, 0, 0, 0], 0],
    [[3, 3, 3], 5],
    [[1, 2, 3, 4, 5, 6], 7],
    [[-1, 1, -1, 1], 0],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([5, 100, M]);
    const arr = rng.intArray(n, -hi, hi);
    const k = rng.bool() ? arr[rng.int(0, n - 1)] + arr[rng.int(0, n - 1)] : rng.int(-2 * hi, 2 * hi);
    cases.push([arr, k]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, () => M), 2 * M],
    [Array.from({ length: n }, (_, i) => (i % 2 ? M : -M)), 0],
    [rng.intArray(n, -1000, 1000), 7],
    [Array.from({ length: n }, (_, i) => i - 50000), -1],
  ];
}
