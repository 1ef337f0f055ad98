export default function solve(matrix) {
  const m = matrix.length, n = matrix[0].length;
  const dp = new Array(n + 1).fill(0);
  let best = 0;
  for (let i = 0; i < m; i++) {
    let diag = 0;
    for (let j = 1; j <= n; j++) {
      const up = dp[j];
      dp[j] = matrix[i][j - 1] === '1' ? 1 + Math.min(dp[j], dp[j - 1], diag) : 0;
      diag = up;
      best = Math.max(best, dp[j]);
    }
  }
  return best * best;
}
