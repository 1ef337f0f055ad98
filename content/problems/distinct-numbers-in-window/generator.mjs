const N = 100000;
const V = 1000000000;

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[V], 1],
    [[1, V], 2],
    [[1, V], 1],
    [[7, 7, 7, 7], 2],
    [[1, 2, 3, 4, 5], 5],
    [[1, 2, 1, 2, 1, 2], 3],
    [[4, 3, 2, 1, 1, 2, 3, 4], 4],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([2, 20, 1000, V]);
    cases.push([rng.intArray(n, 1, hi), rng.int(1, n)]);
  }
  return cases;
}

/** Full size with a half-length window (the most work for recounting), all distinct, and a full-length window. */
export function large(rng) {
  return [
    [rng.intArray(N, 1, V), N / 2],
    [Array.from({ length: N }, (_, i) => i + 1), N / 2 + 1],
    [rng.intArray(N, 1, 1000), Math.floor(N / 3)],
    [rng.intArray(N, 1, V), N],
  ];
}
