export default function solve(V, edges, k) {
  const w = Array.from({ length: V }, () => new Array(V).fill(0));
  for (const [u, v, x] of edges) {
    w[u][v] = x;
    w[v][u] = x;
  }
  const full = 1 << V;
  const best = new Int32Array(full * V).fill(-1);
  best[1 * V + 0] = 0;
  for (let mask = 1; mask < full; mask += 2) {
    for (let v = 0; v < V; v++) {
      const cur = best[mask * V + v];
      if (cur < 0) continue;
      if (cur >= k) return true;
      for (let u = 0; u < V; u++) {
        if (w[v][u] === 0 || mask & (1 << u)) continue;
        const idx = (mask | (1 << u)) * V + u;
        if (cur + w[v][u] > best[idx]) best[idx] = cur + w[v][u];
      }
    }
  }
  return false;
}
