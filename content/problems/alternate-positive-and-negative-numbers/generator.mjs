const N = 200000;
const V = 1000000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-V]],
    [[V]],
    [[-1, 0]],
    [[0, -1]],
    [[-V, -V, V, V]],
    [[1, 2, 3, -1]],
    [[-1, -2, -3, 1]],
    [[0, 0, -1, -1, 0, 0]],
    [[-3, 5, -2, 6, -1, 7]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([3, 100, V]);
    cases.push([rng.intArray(n, -hi, hi)]);
  }
  return cases;
}

/** Full size: all non-negatives first then all negatives (the most rotation work), the reverse, and a mix. */
export function large(rng) {
  const split = Array.from({ length: N }, (_, i) => (i < N / 2 ? i % 10 : -1 - (i % 9)));
  const reversed = Array.from({ length: N }, (_, i) => (i < N / 2 ? -1 - (i % 9) : i % 10));
  return [[split], [reversed], [rng.intArray(N, -9, 9)], [Array.from({ length: N }, (_, i) => (i < (3 * N) / 4 ? -(i % 9) - 1 : i % 10))]];
}
