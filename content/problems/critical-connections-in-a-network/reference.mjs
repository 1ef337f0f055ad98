export default function solve(n, connections) {
  const head = new Int32Array(n).fill(-1), nxt = [], to = [];
  connections.forEach(([a, b]) => { to.push(b); nxt.push(head[a]); head[a] = to.length - 1; to.push(a); nxt.push(head[b]); head[b] = to.length - 1; });
  const tin = new Int32Array(n).fill(-1), low = new Int32Array(n), it = new Int32Array(n), pe = new Int32Array(n).fill(-1);
  const out = [];
  let timer = 0;
  for (let s = 0; s < n; s++) {
    if (tin[s] >= 0) continue;
    const stack = [s];
    tin[s] = low[s] = timer++;
    it[s] = head[s];
    while (stack.length) {
      const v = stack[stack.length - 1];
      const e = it[v];
      if (e >= 0) {
        it[v] = nxt[e];
        if ((e ^ 1) === pe[v]) continue;
        const u = to[e];
        if (tin[u] < 0) { tin[u] = low[u] = timer++; pe[u] = e; it[u] = head[u]; stack.push(u); }
        else low[v] = Math.min(low[v], tin[u]);
      } else {
        stack.pop();
        if (stack.length) {
          const p = stack[stack.length - 1];
          low[p] = Math.min(low[p], low[v]);
          if (low[v] > tin[p]) out.push([p, v]);
        }
      }
    }
  }
  return out;
}
