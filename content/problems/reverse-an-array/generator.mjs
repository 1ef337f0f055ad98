const N = 100000;

export default function generate(rng) {
  const cases = [[[0]], [[N]], [[1, 2]], [[2, 1]], [[5, 5, 5]], [[0, N, 0, N]], [[1, 2, 3, 4, 5]], [[9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]];
  while (cases.length < 25) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    cases.push([rng.intArray(n, 0, rng.pick([9, N]))]);
  }
  return cases;
}

export function large(rng) {
  return [[rng.intArray(N, 0, 9)], [Array.from({ length: N - 1 }, (_, i) => i % 10)]];
}
