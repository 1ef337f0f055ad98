export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let pos = 0;
  const n = v[pos++];
  const head = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(2 * (n - 1));
  const to = new Int32Array(2 * (n - 1));
  for (let i = 0; i < n - 1; i++) {
    const a = v[pos++];
    const b = v[pos++];
    to[2 * i] = b;
    next[2 * i] = head[a];
    head[a] = 2 * i;
    to[2 * i + 1] = a;
    next[2 * i + 1] = head[b];
    head[b] = 2 * i + 1;
  }
  const tin = new Int32Array(n + 1);
  const tout = new Int32Array(n + 1);
  const parent = new Int32Array(n + 1);
  const edge = new Int32Array(n + 1);
  const stack = [1];
  let clock = 0;
  tin[1] = clock++;
  edge[1] = head[1];
  while (stack.length) {
    const u = stack[stack.length - 1];
    const e = edge[u];
    if (e < 0) {
      tout[u] = clock++;
      stack.pop();
      continue;
    }
    edge[u] = next[e];
    const w = to[e];
    if (w === parent[u]) continue;
    parent[w] = u;
    tin[w] = clock++;
    edge[w] = head[w];
    stack.push(w);
  }
  const q = v[pos++];
  const out = [];
  const above = (a, b) => tin[a] <= tin[b] && tout[b] <= tout[a];
  for (let i = 0; i < q; i++) {
    const type = v[pos++];
    const x = v[pos++];
    const y = v[pos++];
    out.push((type === 0 ? above(x, y) : above(y, x)) ? 'YES' : 'NO');
  }
  return `${out.join('\n')}\n`;
}
