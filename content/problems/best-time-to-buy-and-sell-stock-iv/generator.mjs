export default function generate(rng) {
  const cases = [[1, [5]], [100, [0]], [1, [1000]], [1, [1, 2]], [1, [2, 1]], [1, [0, 1000, 0, 1000]], [2, [0, 1000, 0, 1000, 0, 1000]], [100, [1, 3, 2, 8, 4, 9]], [100, [1000, 0]], [3, [7, 7, 7, 7]], [2, [9, 8, 7, 1]], [1, [3, 1, 4, 1, 5, 9, 2, 6]]];
  for (let i = 0; i < 10; i++) cases.push([rng.int(1, 4), rng.intArray(rng.int(2, 14), 0, 20)]);
  for (let i = 0; i < 6; i++) cases.push([rng.int(1, 100), rng.intArray(rng.int(12, 18), 0, 1000)]);
  return cases;
}

export function large(rng) {
  return [
    [100, rng.intArray(1000, 0, 1000)],
    [50, Array.from({ length: 1000 }, (_, i) => (i % 4 < 2 ? i % 4 * 500 : 1000 - (i % 4) * 200))],
    [100, Array.from({ length: 1000 }, (_, i) => (i * 37) % 1001)],
    [100, Array.from({ length: 1000 }, (_, i) => (i % 2 ? 1000 : 0))],
  ];
}
