const M = 100000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[M]],
    [[0, M]],
    [[M, 0]],
    [[5, 5, 5, 5]],
    [[1, 5, 1, 5, 1, 5]],
    [[1, 2, 4, 2, 5, 7, 2, 4, 9, 0]],
    [[2, 1, 2, 0, 1]],
    [[0, M, 0, M]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 0, rng.pick([10, 1000, M]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => n - 1 - i)],
    [Array.from({ length: n }, (_, i) => i)],
    [Array.from({ length: n }, (_, i) => (i % 2 ? M : 0))],
    [rng.intArray(n, 0, M)],
  ];
}
