export default function generate(rng) {
  const cases = [
    [[5]],
    [[0]],
    [[1, 2]],
    [[2, 1]],
    [[3, 3, 3, 3]],
    [[0, 10000, 0, 10000]],
    [Array.from({ length: 3000 }, (_, i) => (i % 2 ? 10000 : 0))],
    [Array.from({ length: 3000 }, (_, i) => 10000 - i)],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 12 : 2500);
    cases.push([rng.intArray(n, 0, rng.pick([10, 10000]))]);
  }
  return cases;
}

/** n = 3 * 10^4, the stated maximum: alternating extremes (the largest answer), falling, rising and random prices. */
export function large(rng) {
  const n = 30000;
  return [
    [Array.from({ length: n }, (_, i) => (i % 2 ? 10000 : 0))],
    [Array.from({ length: n }, (_, i) => 10000 - Math.floor(i / 3))],
    [Array.from({ length: n }, (_, i) => Math.floor(i / 3))],
    [rng.intArray(n, 0, 10000)],
  ];
}
