const N = 50000;

export default function generate(rng) {
  const cases = [[[0]], [[N]], [[-N]], [[N, -N]], [[3, 3, 3]], [[1, 2, 3, 4]], [[4, 3, 2, 1]], [[2, -1, 2, -1, 0]]];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const hi = rng.pick([2, 100, N]);
    cases.push([rng.intArray(n, -hi, hi)]);
  }
  return cases;
}

/** Full-size random, reversed and few-distinct arrays (quadratic sorts do the most swaps on these). */
export function large(rng) {
  return [
    [rng.intArray(N, -N, N)],
    [Array.from({ length: N }, (_, i) => N - 2 * i)],
    [rng.intArray(N, -3, 3)],
    [rng.intArray(N, -N, N)],
  ];
}
