export default function solve(cost) {
  const n = cost.length;
  if (n === 1) return 0;
  const full = 1 << n;
  const INF = 1e15;
  const dp = new Float64Array(full * n).fill(INF);
  dp[1 * n + 0] = 0;
  for (let mask = 1; mask < full; mask += 2) {
    for (let j = 0; j < n; j++) {
      const cur = dp[mask * n + j];
      if (cur >= INF) continue;
      for (let k = 1; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = (mask | (1 << k)) * n + k;
        const val = cur + cost[j][k];
        if (val < dp[next]) dp[next] = val;
      }
    }
  }
  let best = INF;
  for (let j = 1; j < n; j++) best = Math.min(best, dp[(full - 1) * n + j] + cost[j][0]);
  return best;
}
