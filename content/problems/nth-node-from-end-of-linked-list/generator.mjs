const M = 1000000000;

export default function generate(rng) {
  const cases = [[[1], 1], [[M], 2], [[1, M], 1], [[1, M], 2], [[5, 6, 7], 3], [[5, 6, 7], 4], [[1], 100000]];
  while (cases.length < 28) {
    const len = rng.int(1, rng.bool() ? 10 : 3000);
    cases.push([rng.intArray(len, 1, rng.pick([10, M])), rng.int(1, len + 2)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[rng.intArray(n, 1, M), n], [Array.from({ length: n }, (_, i) => i + 1), 1], [rng.intArray(n - 1, 1, M), n]];
}
