const N = 100000;
const V = 1000000;

export default function generate(rng) {
  const cases = [
    [[0], 0, 0],
    [[V], 0, V],
    [[V, 0], 1, V - 1],
    [[5, 5, 5], 5, 5],
    [[5, 5, 5], 6, 7],
    [[9, 8, 7, 6, 5, 4, 3, 2, 1, 0], 3, 6],
    [[0, V, 0, V, 500000], 500000, 500000],
    [[1, 2, 3], 0, 0],
    [[1, 2, 3], V, V],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([5, 100, V]);
    const a = rng.int(0, hi);
    cases.push([rng.intArray(n, 0, hi), a, rng.int(a, hi)]);
  }
  return cases;
}

/** Full size: decreasing values (every element must move), all in the top group, and a random mix. */
export function large(rng) {
  return [
    [Array.from({ length: N }, (_, i) => 99 - Math.floor((i * 100) / N)), 33, 66],
    [rng.intArray(N, 50, 99), 0, 10],
    [rng.intArray(N, 0, 99), 40, 60],
  ];
}
