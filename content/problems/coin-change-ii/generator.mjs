// Saturating count: exact below CAP, CAP otherwise.
function count(amount, coins) {
  const CAP = 2 ** 32;
  const dp = Array(amount + 1).fill(0);
  dp[0] = 1;
  for (const c of coins) for (let a = c; a <= amount; a++) dp[a] = Math.min(CAP, dp[a] + dp[a - c]);
  return dp[amount];
}

export default function generate(rng) {
  const cases = [
    [0, [7]],
    [0, [1, 2, 3]],
    [1, [1]],
    [1, [2]],
    [5000, [5000]],
    [5000, [1]],
    [5000, [1, 5000]],
    [4999, [2]],
    [500, [1, 2, 5]],
    [5000, [11, 24, 37, 50, 99, 150]],
    [4681, [20, 140, 30, 40, 100, 250, 180, 330]],
  ];
  while (cases.length < 30) {
    const kind = rng.int(0, 2);
    const [k, lo, hi, amount] =
      kind === 0
        ? [rng.int(1, 6), 2, 60, rng.int(1, 800)]
        : kind === 1
          ? [300, 1000, 5000, 5000]
          : [rng.int(20, 100), 100, 5000, rng.int(2000, 5000)];
    const set = new Set();
    while (set.size < k) set.add(rng.int(lo, hi));
    const coins = [...set];
    if (count(amount, coins) > 2147483647) continue;
    cases.push([amount, coins]);
  }
  return cases;
}

/**
 * amount 5000 and 300 coins (the stated maxima): many small coins whose sums never hit an odd amount or one that
 * is not a multiple of 3 (answer 0 after a huge search), and 100 multiples of 50 (about 1.9 * 10^8 combinations).
 */
export function large(rng) {
  const evens = Array.from({ length: 300 }, (_, i) => 2 * (i + 1));
  const threes = Array.from({ length: 300 }, (_, i) => 3 * (i + 1));
  const fifties = Array.from({ length: 100 }, (_, i) => 50 * (i + 1));
  return [[4999, evens], [5000, rng.shuffle(threes)], [5000, fifties]];
}
