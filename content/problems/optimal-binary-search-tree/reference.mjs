export default function solve(keys, freq) {
  const n = keys.length;
  const pre = new Array(n + 1).fill(0);
  for (let i = 0; i < n; i++) pre[i + 1] = pre[i] + freq[i];
  // cost[i][j] for the half-open range [i, j)
  const cost = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(0));
  for (let len = 1; len <= n; len++) {
    for (let i = 0; i + len <= n; i++) {
      const j = i + len;
      let best = Infinity;
      for (let r = i; r < j; r++) {
        const c = cost[i][r] + cost[r + 1][j];
        if (c < best) best = c;
      }
      cost[i][j] = best + pre[j] - pre[i];
    }
  }
  return cost[0][n];
}
