const N = 100000;
const V = 1000000000;

export default function generate(rng) {
  const cases = [
    [[1]],
    [[V]],
    [[2, 1]],
    [[1, 2]],
    [[5, 5, 5, 5]],
    [[V, 1, V, 1]],
    [[5, 4, 3, 2, 1]],
    [[1, 3, 2, 3, 1]],
    [[1, 2, 3, 4, 5, 6, 7]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    const hi = rng.pick([3, 50, V]);
    cases.push([rng.intArray(n, 1, hi)]);
  }
  return cases;
}

/** Full-size arrays: strictly decreasing (the most inversions), many duplicates, and random values. */
export function large(rng) {
  return [
    [Array.from({ length: N }, (_, i) => V - i)],
    [rng.intArray(N, 1, V)],
    [Array.from({ length: N }, (_, i) => (i < N / 2 ? 2 : 1))],
    [rng.intArray(N, 1, 10)],
  ];
}
