export default function generate(rng) {
  const cases = [[[1], 1, 0], [[10000], 1, 0], [[5, 5], 2, 1], [[5, 5], 2, 0], [[1, 2, 3], 3, 2], [[1, 2, 3, 4, 5], 5, 1], [[7, 1, 7, 1], 4, 3], [[10000, 1, 5000, 2, 9999], 5, 2]];
  for (let i = 0; i < 10; i++) { const n = rng.int(1, 12); cases.push([rng.intArray(n, 1, 30), n, rng.int(0, n - 1)]); }
  for (let i = 0; i < 5; i++) { const n = rng.int(100, 4000); cases.push([rng.intArray(n, 1, 10000), n, rng.int(0, rng.pick([3, n - 1]))]); }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[rng.intArray(n, 1, 10000), n, 0], [Array(n).fill(10000), n, 1], [rng.intArray(n, 1, 10000), n, 99999]];
}
