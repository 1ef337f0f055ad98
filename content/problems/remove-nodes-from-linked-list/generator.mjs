const M = 100000;

export default function generate(rng) {
  const cases = [[[1]], [[M]], [[1, M]], [[M, 1]], [[1, 2, 3, 4, 5]], [[5, 4, 3, 2, 1]], [[3, 3, 1, 3]], [[2, 1, 2, 1, 2]]];
  while (cases.length < 28) cases.push([rng.intArray(rng.int(1, rng.bool() ? 12 : 3000), 1, rng.pick([5, 100, M]))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => n - i)],
    [Array.from({ length: n }, () => M)],
    [Array.from({ length: n }, (_, i) => (i === n - 1 ? 1 : M - Math.floor(i / 2)))],
    [rng.intArray(n, 1, M)],
  ];
}
