export default function solve(edges, n, src, dst) {
  if (src === dst) return 0;
  const head = new Int32Array(n + 1).fill(-1);
  const m = edges.length;
  const next = new Int32Array(2 * m);
  const to = new Int32Array(2 * m);
  const cost = new Uint8Array(2 * m);
  edges.forEach(([u, v], i) => {
    to[2 * i] = v;
    cost[2 * i] = 0;
    next[2 * i] = head[u];
    head[u] = 2 * i;
    to[2 * i + 1] = u;
    cost[2 * i + 1] = 1;
    next[2 * i + 1] = head[v];
    head[v] = 2 * i + 1;
  });
  const dist = new Int32Array(n + 1).fill(-1);
  // deque in a ring buffer of doubled size
  const size = 2 * (2 * m + 2);
  const dq = new Int32Array(size);
  const dd = new Int32Array(size);
  let front = size >> 1;
  let back = front;
  dq[back] = src;
  dd[back++] = 0;
  const best = new Int32Array(n + 1).fill(2147483647);
  best[src] = 0;
  while (front < back) {
    const u = dq[front];
    const du = dd[front++];
    if (dist[u] >= 0) continue;
    dist[u] = du;
    if (u === dst) return du;
    for (let e = head[u]; e >= 0; e = next[e]) {
      const v = to[e];
      const nd = du + cost[e];
      if (dist[v] >= 0 || nd >= best[v]) continue;
      best[v] = nd;
      if (cost[e] === 0) {
        dq[--front] = v;
        dd[front] = nd;
      } else {
        dq[back] = v;
        dd[back++] = nd;
      }
    }
  }
  return -1;
}
