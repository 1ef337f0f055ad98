export default function solve(V, edges) {
  const adj = new Uint8Array(V * V);
  for (const [u, v] of edges) {
    adj[u * V + v] = 1;
    adj[v * V + u] = 1;
  }
  const colour = new Int8Array(V).fill(-1);
  const queue = new Int32Array(V);
  for (let s = 0; s < V; s++) {
    if (colour[s] >= 0) continue;
    colour[s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const u = queue[head++];
      for (let v = 0; v < V; v++) {
        if (v === u || adj[u * V + v]) continue;
        if (colour[v] < 0) {
          colour[v] = 1 - colour[u];
          queue[tail++] = v;
        } else if (colour[v] === colour[u]) return false;
      }
    }
  }
  return true;
}
