export default function solve(n, edges) {
  const dist = new Array(n).fill(0);
  for (let round = 0; round < n; round++) {
    let changed = false;
    for (const [u, v, w] of edges) {
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        changed = true;
      }
    }
    if (!changed) return 0;
  }
  return 1;
}
