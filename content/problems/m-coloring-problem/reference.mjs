// Backtracking with the symmetry cut: a vertex uses at most one colour beyond those already in use.
export default function solve(v, edges, m) {
  const adj = Array.from({ length: v }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  const color = new Array(v).fill(-1);
  const go = (u, used) => {
    if (u === v) return true;
    for (let c = 0; c < Math.min(m, used + 1); c++) {
      if (adj[u].some((w) => color[w] === c)) continue;
      color[u] = c;
      if (go(u + 1, Math.max(used, c + 1))) return true;
      color[u] = -1;
    }
    return false;
  };
  return go(0, 0);
}
