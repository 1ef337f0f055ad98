function toAdj(rng, V, edges) {
  const adj = Array.from({ length: V }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  return adj.map((list) => rng.shuffle(list));
}

/**
 * A closed walk over `k` distinct edges on a random subset of `used` vertices (all degrees even, connected),
 * then `breaks` edges removed (each removal makes two vertices odd) and `isolated` vertices left untouched.
 */
function eulerish(rng, V, k, used, breaks, split = false) {
  const verts = rng.shuffle(Array.from({ length: V }, (_, i) => i)).slice(0, used);
  const seen = new Set();
  const edges = [];
  const key = (u, v) => (u < v ? u * V + v : v * V + u);
  // a cycle through all used vertices, then extra cycles (triangles) on them
  if (split && used >= 6) {
    const h = used >> 1;
    for (const part of [verts.slice(0, h), verts.slice(h)]) {
      for (let i = 0; i < part.length; i++) {
        const u = part[i];
        const v = part[(i + 1) % part.length];
        seen.add(key(u, v));
        edges.push([u, v]);
      }
    }
  } else {
    for (let i = 0; i < used; i++) {
      const u = verts[i];
      const v = verts[(i + 1) % used];
      if (used === 2 && i === 1) break;
      seen.add(key(u, v));
      edges.push([u, v]);
    }
  }
  let guard = 0;
  while (edges.length < k && guard++ < k * 10 && used >= 3) {
    const a = rng.pick(verts);
    const b = rng.pick(verts);
    const c = rng.pick(verts);
    if (a === b || b === c || a === c) continue;
    if (seen.has(key(a, b)) || seen.has(key(b, c)) || seen.has(key(a, c))) continue;
    for (const [u, v] of [[a, b], [b, c], [c, a]]) {
      seen.add(key(u, v));
      edges.push([u, v]);
    }
  }
  for (let i = 0; i < breaks && edges.length > 1; i++) edges.splice(rng.int(0, edges.length - 1), 1);
  return toAdj(rng, V, edges);
}

export default function generate(rng) {
  const cases = [
    [2, [[1], [0]]],
    [3, [[1], [0, 2], [1]]],
    [3, [[], [2], [1]]],
    [4, [[1], [0], [3], [2]]],
    [4, [[1, 3], [0, 2], [1, 3], [2, 0]]],
    [4, [[1, 2, 3], [0, 2, 3], [0, 1, 3], [0, 1, 2]]],
    [5, [[1, 2, 3, 4], [0, 2], [0, 1], [0, 4], [0, 3]]],
    [6, [[1, 2], [0, 2], [0, 1], [4, 5], [3, 5], [3, 4]]],
    [4, [[1, 2, 3], [0, 2], [0, 1], [0]]],
  ];
  while (cases.length < 32) {
    const V = rng.int(3, rng.bool() ? 12 : 2000);
    const used = rng.int(2, V);
    const k = rng.int(used, 3 * used);
    cases.push([V, eulerish(rng, V, k, used, rng.pick([0, 0, 1, 2, 3]), rng.int(0, 5) === 0)]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  return [
    [V, eulerish(rng, V, 99000, V, 0)],
    [V, eulerish(rng, V, 99000, V, 1)],
    [V, eulerish(rng, V, 99000, V - 1000, 0, true)],
    [V, eulerish(rng, V, 99000, V, 2)],
  ];
}
