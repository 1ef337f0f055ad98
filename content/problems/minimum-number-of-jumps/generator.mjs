export default function generate(rng) {
  const cases = [[[0]], [[100000]], [[0, 1]], [[1, 0]], [[1, 0, 1]], [[2, 0, 0]], [[1, 1, 1, 1, 1]], [[3, 2, 1, 0, 4]], [[5, 0, 0, 0, 0, 0]], [[1, 2, 0, 0, 3]], [[2, 3, 1, 1, 4]], [Array(3000).fill(1)], [[100000, ...Array(2999).fill(0)]]];
  for (let i = 0; i < 8; i++) cases.push([rng.intArray(rng.int(2, 12), 0, 4)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 3000), 0, rng.pick([3, 10, 100]))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[Array(n).fill(1)], [Array(n).fill(100000)], [Array.from({ length: n }, () => rng.int(1, 3))], [Array.from({ length: n }, (_, i) => (i === n - 2 ? 0 : 1))]];
}
