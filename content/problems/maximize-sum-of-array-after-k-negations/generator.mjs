export default function generate(rng) {
  const cases = [[[5], 1], [[5], 2], [[-100], 1], [[-100], 10000], [[0], 3], [[100, 100], 9999], [[-1, -2, -3], 2], [[-1, -2, -3], 4], [[-5, 1], 2], [[-5, 1], 1], [[-100, -100, 100], 3]];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(1, 10), -10, 10), rng.int(1, 12)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 5000), -100, 100), rng.int(1, 10000)]);
  return cases;
}

export function large(rng) {
  return [[Array(10000).fill(-100), 10000], [rng.intArray(10000, -100, 100), 9999], [Array.from({ length: 10000 }, (_, i) => (i % 201) - 100), 10000]];
}
