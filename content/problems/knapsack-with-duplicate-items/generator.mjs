export default function generate(rng) {
  const cases = [[1, [5], [1]], [1, [5], [2]], [1000, [1000], [1000]], [1000, [1], [1000]], [7, [3, 4], [2, 3]], [10, [10, 1], [10, 1]], [5, [1000, 1], [6, 1]], [999, [1000, 1000], [1000, 999]]];
  for (let i = 0; i < 10; i++) {
    const n = rng.int(1, 6);
    cases.push([rng.int(1, 16), rng.intArray(n, 1, 20), rng.intArray(n, 2, 12)]);
  }
  for (let i = 0; i < 5; i++) {
    const n = rng.int(50, 300);
    cases.push([rng.int(100, 1000), rng.intArray(n, 1, 1000), rng.intArray(n, 400, 1000)]);
  }
  return cases;
}

export function large(rng) {
  return [
    [1000, rng.intArray(1000, 1, 1000), rng.intArray(1000, 1, 1000)],
    [1000, Array.from({ length: 1000 }, (_, i) => i + 1), Array.from({ length: 1000 }, (_, i) => (i % 5) + 1)],
    [1000, rng.intArray(1000, 900, 1000), rng.intArray(1000, 1, 10)],
  ];
}
