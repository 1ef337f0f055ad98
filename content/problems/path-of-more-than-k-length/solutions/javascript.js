/**
 * @param {number} V
 * @param {number[][]} edges
 * @param {number} k
 * @return {boolean}
 */
var pathMoreThanK = function (V, edges, k) {
  const adj = Array.from({ length: V }, () => []);
  for (const [u, v, w] of edges) {
    adj[u].push([v, w]);
    adj[v].push([u, w]);
  }
  const full = 1 << V;
  const best = new Int32Array(full * V).fill(-1);
  best[V] = 0;
  for (let mask = 1; mask < full; mask += 2) {
    for (let v = 0; v < V; v++) {
      const cur = best[mask * V + v];
      if (cur < 0) continue;
      if (cur >= k) return true;
      for (const [u, w] of adj[v]) {
        if (mask & (1 << u)) continue;
        const idx = (mask | (1 << u)) * V + u;
        if (cur + w > best[idx]) best[idx] = cur + w;
      }
    }
  }
  return false;
};
