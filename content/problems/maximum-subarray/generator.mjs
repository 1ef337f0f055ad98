export default function generate(rng) {
  const cases = [
    [[-10000]],
    [[10000]],
    [[0]],
    [[-1, -1]],
    [[5, -10, 5]],
    [[5, -4, 5]],
    [Array(2000).fill(10000)],
    [Array(2000).fill(-10000)],
    [Array.from({ length: 2000 }, (_, i) => (i % 2 ? -10000 : 9999))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2500);
    const bias = rng.pick([0, 0, -3000, 3000]);
    cases.push([Array.from({ length: n }, () => Math.max(-10000, Math.min(10000, rng.int(-10000, 10000) + bias)))]);
  }
  return cases;
}

/** At the stated maximum n = 10^5: an O(n^2) scan of every subarray does 5 * 10^9 additions on each. */
export function large(rng) {
  const n = 100000;
  return [
    [Array(n).fill(10000)],
    [Array(n).fill(-10000)],
    [Array.from({ length: n }, (_, i) => (i % 2 ? -10000 : 9999))],
    [rng.intArray(n, -10000, 10000)],
  ];
}
