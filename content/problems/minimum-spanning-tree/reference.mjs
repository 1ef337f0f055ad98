export default function solve(V, edges) {
  const order = edges.map((_, i) => i).sort((a, b) => edges[a][2] - edges[b][2]);
  const parent = Int32Array.from({ length: V }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  let total = 0;
  let used = 0;
  for (const i of order) {
    const [u, v, w] = edges[i];
    const a = find(u);
    const b = find(v);
    if (a === b) continue;
    parent[a] = b;
    total += w;
    if (++used === V - 1) break;
  }
  return total;
}
