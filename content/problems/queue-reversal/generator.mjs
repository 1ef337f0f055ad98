export default function generate(rng) {
  const M = 100000;
  const cases = [[[1]], [[M]], [[1, M]], [[7, 7, 7]], [[1, 2, 3, 4, 5]], [[5, 4, 3, 2, 1]]];
  for (let t = 0; t < 14; t++) cases.push([rng.intArray(rng.int(1, 12), 1, 50)]);
  for (let t = 0; t < 4; t++) cases.push([rng.intArray(rng.int(100, 3000), 1, M)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[rng.intArray(n, 1, 100000)], [Array.from({ length: n }, (_, i) => i + 1)]];
}
