export default function solve(V, adj) {
  let start = -1;
  for (let u = 0; u < V; u++) if (adj[u].length > 0 && start < 0) start = u;
  const seen = new Uint8Array(V);
  const stack = [start];
  seen[start] = 1;
  while (stack.length) {
    const u = stack.pop();
    for (const v of adj[u]) {
      if (!seen[v]) {
        seen[v] = 1;
        stack.push(v);
      }
    }
  }
  let odd = 0;
  for (let u = 0; u < V; u++) {
    if (adj[u].length > 0 && !seen[u]) return 0;
    if (adj[u].length % 2) odd++;
  }
  return odd === 0 ? 2 : odd === 2 ? 1 : 0;
}
