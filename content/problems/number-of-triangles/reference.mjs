export default function solve(V, edges, directed) {
  // underlying simple graph with direction bits: bit 1 = lower label -> higher label, bit 2 = the reverse
  const bits = new Map();
  for (const [u, v] of edges) {
    const a = Math.min(u, v);
    const b = Math.max(u, v);
    const key = a * V + b;
    bits.set(key, (bits.get(key) ?? 0) | (directed ? (u < v ? 1 : 2) : 3));
  }
  const deg = new Int32Array(V);
  for (const key of bits.keys()) {
    deg[Math.floor(key / V)]++;
    deg[key % V]++;
  }
  const before = (x, y) => deg[x] < deg[y] || (deg[x] === deg[y] && x < y);
  const out = Array.from({ length: V }, () => []);
  for (const [key, b] of bits) {
    const x = Math.floor(key / V);
    const y = key % V;
    if (before(x, y)) out[x].push([y, b]);
    else out[y].push([x, b]);
  }
  const has = (x, y, b) => (x < y ? (b & 1) !== 0 : (b & 2) !== 0); // edge x -> y given the pair's bits
  const mark = new Int32Array(V);
  const markBits = new Int32Array(V);
  let count = 0;
  for (let u = 0; u < V; u++) {
    for (const [v, b] of out[u]) {
      mark[v] = u + 1;
      markBits[v] = b;
    }
    for (const [v, buv] of out[u]) {
      for (const [w, bvw] of out[v]) {
        if (mark[w] !== u + 1) continue;
        if (!directed) count++;
        else {
          const buw = markBits[w];
          if (has(u, v, buv) && has(v, w, bvw) && has(w, u, buw)) count++;
          if (has(u, w, buw) && has(w, v, bvw) && has(v, u, buv)) count++;
        }
      }
    }
  }
  return count;
}
