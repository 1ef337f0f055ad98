// Iterative Tarjan count (same answer as Kosaraju).
export default function solve(V, adj) {
  const index = new Int32Array(V).fill(-1);
  const low = new Int32Array(V);
  const onStack = new Uint8Array(V);
  const stack = [];
  const call = [];
  const nextEdge = [];
  let counter = 0;
  let components = 0;
  for (let s = 0; s < V; s++) {
    if (index[s] >= 0) continue;
    call.push(s);
    nextEdge.push(0);
    index[s] = low[s] = counter++;
    stack.push(s);
    onStack[s] = 1;
    while (call.length) {
      const top = call.length - 1;
      const u = call[top];
      if (nextEdge[top] < adj[u].length) {
        const v = adj[u][nextEdge[top]++];
        if (index[v] < 0) {
          index[v] = low[v] = counter++;
          stack.push(v);
          onStack[v] = 1;
          call.push(v);
          nextEdge.push(0);
        } else if (onStack[v] && index[v] < low[u]) low[u] = index[v];
        continue;
      }
      call.pop();
      nextEdge.pop();
      if (call.length) {
        const p = call[call.length - 1];
        if (low[u] < low[p]) low[p] = low[u];
      }
      if (low[u] === index[u]) {
        components++;
        for (;;) {
          const w = stack.pop();
          onStack[w] = 0;
          if (w === u) break;
        }
      }
    }
  }
  return components;
}
