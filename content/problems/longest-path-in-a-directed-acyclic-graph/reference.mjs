export default function solve(V, edges, src) {
  const head = new Int32Array(V).fill(-1);
  const next = new Int32Array(edges.length);
  const indeg = new Int32Array(V);
  edges.forEach(([u, v], i) => {
    next[i] = head[u];
    head[u] = i;
    indeg[v]++;
  });
  const order = new Int32Array(V);
  let tail = 0;
  for (let u = 0; u < V; u++) if (indeg[u] === 0) order[tail++] = u;
  for (let h = 0; h < tail; h++) {
    for (let e = head[order[h]]; e >= 0; e = next[e]) if (--indeg[edges[e][1]] === 0) order[tail++] = edges[e][1];
  }
  const best = new Array(V).fill(-1);
  best[src] = 0;
  for (let h = 0; h < V; h++) {
    const u = order[h];
    if (best[u] < 0) continue;
    for (let e = head[u]; e >= 0; e = next[e]) {
      const [, v, w] = edges[e];
      if (best[u] + w > best[v]) best[v] = best[u] + w;
    }
  }
  return best;
}
