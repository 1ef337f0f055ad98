export default function solve(arr) {
  const n = arr.length - 1;
  const dp = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(0));
  for (let len = 2; len <= n; len++) {
    for (let i = 1; i + len - 1 <= n; i++) {
      const j = i + len - 1;
      let best = Infinity;
      for (let k = i; k < j; k++) best = Math.min(best, dp[i][k] + dp[k + 1][j] + arr[i - 1] * arr[k] * arr[j]);
      dp[i][j] = best;
    }
  }
  return dp[1][n];
}
