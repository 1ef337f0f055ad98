export default function generate(rng) {
  const cases = [[[5]], [[-100000]], [[100000]], [[0, 0, 0]], [[1, -1]], [[-1, 1, -1]], [[5, -2, 5, -2]], [Array(2000).fill(-100000)], [Array(2000).fill(100000)]];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(1, 12), -10, 10)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 3000), -100000, 100000)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[Array(n).fill(-100000)], [rng.intArray(n, -100000, 100000)], [Array.from({ length: n }, (_, i) => (i % 2 ? 100000 : -99999))]];
}
