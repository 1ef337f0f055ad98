export default function solve(n, w, cost) {
  const best = new Array(w + 1).fill(Infinity);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (cost[i] === -1) continue;
    const s = i + 1;
    for (let t = s; t <= w; t++) if (best[t - s] + cost[i] < best[t]) best[t] = best[t - s] + cost[i];
  }
  return best[w] === Infinity ? -1 : best[w];
}
