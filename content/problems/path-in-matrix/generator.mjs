// GfG: 1 <= n <= 500, 1 <= mat[i][j] <= 1000.
function grid(rng, n, lo, hi) {
  return Array.from({ length: n }, () => rng.intArray(n, lo, hi));
}
export default function generate(rng) {
  const cases = [
    [[[1]]],
    [[[1000]]],
    [[[1, 1000], [1000, 1]]],
    [Array.from({ length: 8 }, () => Array(8).fill(1000))],
    [Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (c === (r * 2) % 9 ? 1000 : 1)))],
    [Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => (c === 9 - r ? 1000 : 1)))],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, 11);
    cases.push([grid(rng, n, 1, rng.pick([2, 50, 1000]))]);
  }
  return cases;
}

// n = 500: every start has up to 3^499 paths.
export function large(rng) {
  return [[grid(rng, 500, 1, 1000)], [grid(rng, 500, 990, 1000)], [Array.from({ length: 500 }, () => Array(500).fill(1000))]];
}
