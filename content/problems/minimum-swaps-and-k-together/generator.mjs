const M = 10000000;

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[M], 1],
    [[M], M],
    [[1, M, 1], 1],
    [[1, 1, 1], M],
    [[5, 1, 5, 1, 5, 1], 1],
    [[4, 16, 3, 8, 13, 2, 19, 4, 12, 2, 7, 17, 4, 19, 1], 9],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([10, 1000, M]);
    cases.push([rng.intArray(n, 1, hi), rng.int(1, hi)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => (i % 2 ? 1 : M)), 1],
    [Array.from({ length: n }, (_, i) => (i % 3 ? 2 : M)), 5],
    [rng.intArray(n, 1, M), M / 2],
    [Array.from({ length: n }, (_, i) => (i % 2 ? 1 + (i % 100) : M - (i % 100))), M - 1000],
  ];
}
