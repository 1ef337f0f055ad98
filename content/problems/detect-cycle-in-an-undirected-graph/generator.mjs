import { connectedEdges } from '../_lib/graph-shapes.mjs';

function toAdj(rng, V, edges) {
  const adj = Array.from({ length: V }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  return adj.map((list) => rng.shuffle(list));
}

/** A random forest of `trees` trees over shuffled labels; with `extra` > 0, that many new edges inside trees. */
function forest(rng, V, trees, extra = 0) {
  const labels = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const edges = [];
  const seen = new Set();
  const pieces = [];
  const size = Math.ceil(V / trees);
  for (let start = 0; start < V; start += size) {
    const n = Math.min(size, V - start);
    pieces.push([start, n]);
    for (const [a, b] of connectedEdges(rng, n, 0, 0, 0)) {
      const u = labels[start + a];
      const v = labels[start + b];
      seen.add(u < v ? u * V + v : v * V + u);
      edges.push([u, v]);
    }
  }
  let guard = 0;
  let added = 0;
  while (added < extra && guard++ < 1000) {
    const [start, n] = rng.pick(pieces);
    if (n < 3) continue;
    const u = labels[start + rng.int(0, n - 1)];
    const v = labels[start + rng.int(0, n - 1)];
    const key = u < v ? u * V + v : v * V + u;
    if (u === v || seen.has(key)) continue;
    seen.add(key);
    edges.push([u, v]);
    added++;
  }
  return toAdj(rng, V, edges);
}

export default function generate(rng) {
  const cases = [
    [1, [[]]],
    [2, [[], []]],
    [2, [[1], [0]]],
    [3, [[1, 2], [0, 2], [0, 1]]],
    [3, [[1], [0, 2], [1]]],
    [4, [[1], [0], [3], [2]]],
    [6, [[1], [0], [3, 4], [2, 4], [2, 3], []]],
    [4, [[1, 2, 3], [0], [0], [0]]],
    [4, [[1, 3], [0, 2], [1, 3], [2, 0]]],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 10 : 600);
    const trees = rng.int(1, Math.max(1, Math.floor(V / 3)));
    cases.push([V, forest(rng, V, trees, rng.bool() ? 0 : rng.int(1, 3))]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  const path = Array.from({ length: V }, (_, u) => [u - 1, u + 1].filter((v) => v >= 0 && v < V));
  return [[V, path], [V, forest(rng, V, 1)], [V, forest(rng, V, 3, 1)], [V, forest(rng, V, 1000)]];
}
