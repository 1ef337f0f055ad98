export default function solve(n, edges) {
  const head = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(edges.length);
  const indeg = new Int32Array(n + 1);
  edges.forEach(([u, v], i) => {
    next[i] = head[u];
    head[u] = i;
    indeg[v]++;
  });
  const time = new Array(n + 1).fill(1);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let u = 1; u <= n; u++) if (indeg[u] === 0) queue[tail++] = u;
  for (let h = 0; h < tail; h++) {
    const u = queue[h];
    for (let e = head[u]; e >= 0; e = next[e]) {
      const v = edges[e][1];
      if (time[u] + 1 > time[v]) time[v] = time[u] + 1;
      if (--indeg[v] === 0) queue[tail++] = v;
    }
  }
  return time.slice(1);
}
