export default function solve(V, adj) {
  const seen = new Uint8Array(V);
  const queue = new Int32Array(V);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  seen[0] = 1;
  while (head < tail) {
    const u = queue[head++];
    for (const v of adj[u]) {
      if (!seen[v]) {
        seen[v] = 1;
        queue[tail++] = v;
      }
    }
  }
  return Array.from(queue.subarray(0, tail));
}
