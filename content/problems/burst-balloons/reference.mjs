export default function solve(nums) {
  const a = [1, ...nums, 1];
  const m = a.length;
  const dp = Array.from({ length: m }, () => new Array(m).fill(0));
  for (let len = 2; len < m; len++) {
    for (let l = 0; l + len < m; l++) {
      const r = l + len;
      let best = 0;
      for (let k = l + 1; k < r; k++) best = Math.max(best, dp[l][k] + a[l] * a[k] * a[r] + dp[k][r]);
      dp[l][r] = best;
    }
  }
  return dp[0][m - 1];
}
