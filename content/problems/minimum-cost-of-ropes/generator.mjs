export default function generate(rng) {
  const cases = [[[1]], [[1000000]], [[1, 1]], [[1000000, 1000000]], [[5, 5, 5, 5]], [[1, 2, 3, 4, 5]], [[1000000, 1, 1000000, 1]], [Array(1000).fill(1000000)]];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(2, 12), 1, 20)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 2000), 1, 1000000)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[Array(n).fill(1000000)], [rng.intArray(n, 1, 1000000)], [Array.from({ length: n }, (_, i) => n - i)]];
}
