export default function generate(rng) {
  const cases = [[[5]], [[0]], [[100000]], [[1, 2]], [[2, 1]], [[0, 100000]], [[4, 4, 4, 4]], [[1, 5, 2, 8]], [[1, 9, 2, 3, 0, 10]], [[6, 1, 3, 2, 4, 7]], [[1, 2, 4, 2, 5, 7, 2, 4, 9, 0]]];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(2, 12), 0, 20)]);
  for (let i = 0; i < 6; i++) cases.push([rng.intArray(rng.int(50, 500), 0, 100000)]);
  cases.push([rng.intArray(2000, 0, 100000)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => i)],
    [Array.from({ length: n }, (_, i) => (i % 2 ? 100000 : 0))],
    [rng.intArray(n, 0, 100000)],
    [Array.from({ length: n }, (_, i) => 100000 - i)],
  ];
}
