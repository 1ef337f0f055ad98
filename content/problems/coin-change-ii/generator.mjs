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
    [4681, [2, 14, 3, 4, 10, 25, 18, 33]],
  ];
  while (cases.length < 28) {
    const hi = rng.pick([50, 500, 5000]);
    const k = rng.int(1, Math.min(hi - 10, rng.bool() ? 8 : 300));
    const set = new Set();
    while (set.size < k) set.add(rng.int(rng.bool() ? 1 : 5, hi));
    const coins = [...set];
    const amount = rng.int(0, rng.pick([100, 1000, 5000]));
    if (count(amount, coins) > 2147483647) continue;
    cases.push([amount, coins]);
  }
  return cases;
}
