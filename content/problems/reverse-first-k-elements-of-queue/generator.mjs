export default function generate(rng) {
  const M = 100000;
  const cases = [[[1], 1], [[M], 1], [[1, M], 2], [[1, M], 1], [[5, 5, 5], 2], [[1, 2, 3, 4, 5, 6], 6], [[6, 5, 4, 3, 2, 1], 5]];
  for (let t = 0; t < 14; t++) {
    const a = rng.intArray(rng.int(1, 12), 1, 50);
    cases.push([a, rng.int(1, a.length)]);
  }
  for (let t = 0; t < 4; t++) {
    const a = rng.intArray(rng.int(100, 3000), 1, M);
    cases.push([a, rng.int(1, a.length)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[rng.intArray(n, 1, 100000), 100000], [Array.from({ length: n }, (_, i) => i + 1), 50000]];
}
