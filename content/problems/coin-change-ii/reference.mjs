export default function solve(amount, coins) {
  const dp = Array(amount + 1).fill(0n);
  dp[0] = 1n;
  for (const c of coins) for (let a = c; a <= amount; a++) dp[a] += dp[a - c];
  return Number(dp[amount]);
}
