export default function generate(rng) {
  const cases = [[[0]], [[1000]], [[5, 5]], [[1, 2]], [[2, 1]], [[3, 3, 3, 3]], [[0, 1000, 0, 1000, 0]], [[1, 1, 2, 2, 1, 1]], [[9, 8, 7, 6]], [[1, 5, 5, 2]]];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(2, 16), 0, 5)]);
  for (let i = 0; i < 6; i++) cases.push([rng.intArray(rng.int(10, 16), 0, 1000)]);
  return cases;
}

export function large(rng) {
  return [
    [Array.from({ length: 1000 }, (_, i) => (i % 2 ? 1000 : 0))],
    [Array.from({ length: 1000 }, (_, i) => 1000 - i)],
    [rng.intArray(1000, 0, 1000)],
  ];
}
