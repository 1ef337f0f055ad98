function distinctCuts(rng, n, m) {
  const set = new Set();
  while (set.size < m) set.add(rng.int(1, n - 1));
  return rng.shuffle([...set]);
}
// LeetCode 1547: 2 <= n <= 10^6, 1 <= cuts.length <= min(n - 1, 100), distinct cuts in [1, n - 1].
export default function generate(rng) {
  const cases = [
    [2, [1]],
    [1000000, [1]],
    [1000000, [999999]],
    [1000000, [500000]],
    [3, [1, 2]],
    [5, [4, 3, 2, 1]],
    [11, [2, 4, 6, 8, 10]],
    [1000000, [1, 2, 3, 999997, 999998, 999999]],
  ];
  while (cases.length < 30) {
    const m = rng.int(1, 11);
    const n = rng.pick([m + 1, m + 5, rng.int(m + 1, 1000), rng.int(m + 1, 1000000)]);
    cases.push([n, distinctCuts(rng, n, m)]);
  }
  return cases;
}

// 100 cuts: the interval DP does ~1.7 * 10^5 steps, plain recursion explores exponentially many cut orders.
export function large(rng) {
  return [
    [1000000, distinctCuts(rng, 1000000, 100)],
    [101, Array.from({ length: 100 }, (_, i) => i + 1)],
    [1000000, Array.from({ length: 100 }, (_, i) => (i + 1) * 9900)],
  ];
}
