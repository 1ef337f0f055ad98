export default function solve(n, cuts) {
  const c = [0, ...cuts.slice().sort((a, b) => a - b), n];
  const m = c.length;
  const dp = Array.from({ length: m }, () => new Array(m).fill(0));
  for (let len = 2; len < m; len++) {
    for (let i = 0; i + len < m; i++) {
      const j = i + len;
      let best = Infinity;
      for (let k = i + 1; k < j; k++) best = Math.min(best, dp[i][k] + dp[k][j]);
      dp[i][j] = best + c[j] - c[i];
    }
  }
  return dp[0][m - 1];
}
