const M = 1000000;

export default function generate(rng) {
  const cases = [[[0], 1], [[M], 100000], [[1, 2], 1], [[1, 2], 2], [[1, 2, 3], 2], [[1, 2, 3, 4], 4], [[5, 5, 5], 2], [[1, 2, 3, 4, 5, 6, 7], 3]];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 0, rng.pick([9, M])), rng.int(1, rng.bool() ? 5 : n + 3)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[rng.intArray(n, 0, M), 1], [rng.intArray(n, 0, M), n], [rng.intArray(n, 0, M), 333], [Array.from({ length: n }, (_, i) => i), 2]];
}
