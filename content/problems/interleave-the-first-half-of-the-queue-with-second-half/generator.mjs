function evenArray(rng, maxHalf, hi) {
  return rng.intArray(2 * rng.int(1, maxHalf), 1, hi);
}

export default function generate(rng) {
  const M = 100000;
  const cases = [[[1, 2]], [[M, 1]], [[M, M]], [[1, 1, 2, 2]], [[1, 2, 3, 4, 5, 6, 7, 8]], [[8, 7, 6, 5, 4, 3, 2, 1]]];
  for (let t = 0; t < 14; t++) cases.push([evenArray(rng, 6, 50)]);
  for (let t = 0; t < 4; t++) cases.push([evenArray(rng, 1500, M)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[rng.intArray(n, 1, 100000)], [Array.from({ length: n }, (_, i) => i + 1)]];
}
