// LeetCode 229: 1 <= n <= 5 * 10^4, -10^9 <= nums[i] <= 10^9.
const MAX = 1e9;
function withShares(rng, n, shares, lo, hi) {
  // fills `shares` fractions of the array with one value each, the rest random, then shuffles
  const out = [];
  for (const s of shares) {
    const v = rng.int(lo, hi);
    for (let i = 0; i < Math.floor(n * s); i++) out.push(v);
  }
  while (out.length < n) out.push(rng.int(lo, hi));
  return rng.shuffle(out);
}
export default function generate(rng) {
  const cases = [
    [[-MAX]],
    [[MAX]],
    [[MAX, -MAX]],
    [[2, 2]],
    [[1, 2, 3]],
    [[1, 1, 2, 2, 3]],
    [[1, 1, 1, 2, 2, 2, 3, 3, 3]],
    [[1, 1, 1, 2, 2, 2, 3, 3]],
    [[4, 4, 4, 5, 5, 5, 6, 6, 6, 4]],
    [[0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]],
    [[-5, -5, 7, 7, 9]],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const shares = rng.pick([[], [0.34], [0.34, 0.34], [0.333], [0.3, 0.3], [0.5], [0.34, 0.2]]);
    const [lo, hi] = rng.pick([[-3, 3], [-MAX, MAX], [0, 100]]);
    cases.push([withShares(rng, n, shares, lo, hi)]);
  }
  return cases;
}

// n = 5 * 10^4 with no or late majorities: a rescanning count does the full n^2 work.
export function large(rng) {
  const n = 50000;
  const distinct = rng.shuffle(Array.from({ length: n }, (_, i) => -MAX + i * 40000));
  const twoBig = withShares(rng, n, [0.3334, 0.3334], -MAX, MAX);
  const ascending = Array.from({ length: n }, (_, i) => i - 25000);
  const almost = withShares(rng, n, [0.3333, 0.3333], -MAX, MAX);
  const scattered = rng.intArray(n, -MAX, MAX);
  const descending = Array.from({ length: n }, (_, i) => MAX - i);
  return [[distinct], [twoBig], [ascending], [almost], [scattered], [descending]];
}
