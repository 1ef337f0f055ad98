const M = 100000;

export default function generate(rng) {
  const cases = [[[0]], [[M]], [[M, M]], [[0, M, 0, M]], [[1, 2, 3, 4]], [[4, 3, 2, 1, 1, 2, 3, 4]], [[9, 9, 8, 8, 9]]];
  while (cases.length < 28) cases.push([rng.intArray(rng.int(1, rng.bool() ? 12 : 3000), 0, rng.pick([4, 50, M]))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => M - i)],
    [rng.shuffle(Array.from({ length: n }, (_, i) => i + 1))],
    [Array.from({ length: n }, (_, i) => i % 50000)],
    [rng.intArray(n, 0, M)],
  ];
}
