// LeetCode 493: 1 <= n <= 5 * 10^4, values span the whole 32-bit range.
const MIN = -2147483648;
const MAX = 2147483647;
export default function generate(rng) {
  const cases = [
    [[MIN]],
    [[MAX, MAX]],
    [[MAX, MIN]],
    [[MIN, MAX]],
    [[MIN, MIN]],
    [[MAX, 1073741823]],
    [[MAX, 1073741824]],
    [[-1, -1]],
    [[-3, -2]],
    [[-2, -3]],
    [[5, 2, 2]],
    [[0, 0, 0]],
    [[2147483647, 2147483647, -2147483648, -2147483648, -2147483648, 2147483647]],
    [Array.from({ length: 2000 }, (_, i) => 2000 - i)],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const [lo, hi] = rng.pick([[-5, 5], [MIN, MAX], [0, 1000], [-1000, 0]]);
    cases.push([rng.intArray(n, lo, hi)]);
  }
  return cases;
}

// n = 5 * 10^4: descending and random arrays for an all-pairs check.
export function large(rng) {
  const n = 50000;
  const desc = Array.from({ length: n }, (_, i) => MAX - i * 85000);
  const rand = rng.intArray(n, MIN, MAX);
  const small = rng.intArray(n, -100, 100);
  const extremes = Array.from({ length: n }, (_, i) => (i < n / 2 ? MAX : MIN));
  const rand2 = rng.intArray(n, -1e6, 1e6);
  const asc = Array.from({ length: n }, (_, i) => i * 40000 - 1e9);
  return [[desc], [rand], [small], [extremes], [rand2], [asc]];
}
