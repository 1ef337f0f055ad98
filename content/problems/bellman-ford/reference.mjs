export default function solve(V, edges, src) {
  const INF = 1e8;
  const dist = new Array(V).fill(Infinity);
  dist[src] = 0;
  for (let round = 0; round < V; round++) {
    let changed = false;
    for (const [u, v, w] of edges) {
      if (dist[u] !== Infinity && dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        changed = true;
      }
    }
    if (!changed) return dist.map((d) => (d === Infinity ? INF : d));
    if (round === V - 1) return [-1];
  }
  return dist.map((d) => (d === Infinity ? INF : d));
}
