// A graph is a forest exactly when edges = vertices - components.
export default function solve(V, adj) {
  const parent = Int32Array.from({ length: V }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let u = 0; u < V; u++) {
    for (const v of adj[u]) {
      if (u < v) {
        const a = find(u);
        const b = find(v);
        if (a === b) return true;
        parent[a] = b;
      }
    }
  }
  return false;
}
