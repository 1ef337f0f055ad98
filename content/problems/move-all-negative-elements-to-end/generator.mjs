const M = 100000;

export default function generate(rng) {
  const cases = [
    [[5]],
    [[-5]],
    [[0]],
    [[-M, M]],
    [[M, -M]],
    [[-1, -2, -3]],
    [[1, 2, 3]],
    [[0, -1, 0, -1, 0]],
    [[-3, 3, -3, 3]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, -rng.pick([5, 100, M]), rng.pick([5, 100, M]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => (i % 2 ? -M + (i % 97) : M - (i % 89)))],
    [Array.from({ length: n }, (_, i) => -1 - (i % M))],
    [Array.from({ length: n }, (_, i) => (i < 0.9 * n ? -M + (i % 1000) : i % 1000))],
    [Array.from({ length: n }, (_, i) => (i === n - 1 ? M : -1 - (i % 500)))],
    [rng.intArray(n, -M, M)],
  ];
}
