export default function solve(V, adj) {
  const indeg = new Int32Array(V);
  for (const list of adj) for (const v of list) indeg[v]++;
  const order = new Int32Array(V);
  let tail = 0;
  for (let u = 0; u < V; u++) if (indeg[u] === 0) order[tail++] = u;
  for (let head = 0; head < tail; head++) {
    for (const v of adj[order[head]]) if (--indeg[v] === 0) order[tail++] = v;
  }
  return Array.from(order.subarray(0, tail));
}
