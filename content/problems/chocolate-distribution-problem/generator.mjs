const M = 1000000000;

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[M], 1],
    [[1, M], 2],
    [[1, M], 1],
    [[4, 4, 4, 4], 3],
    [[10, 1, 10, 1], 2],
    [[12, 4, 7, 9, 2, 23, 25, 41, 30, 40, 28, 42, 30, 44, 48, 43, 50], 7],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 1, rng.pick([20, 1000, M])), rng.int(1, n)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => M - i * 7), 2],
    [rng.intArray(n, 1, M), 3],
    [rng.intArray(n, 1, M), n],
    [Array.from({ length: n }, (_, i) => 1 + (i * 7919) % n), 50000],
  ];
}
