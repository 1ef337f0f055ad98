// Connected simple graph: a random spanning tree plus distinct extra pairs.
function graph(rng, V, E, wLo, wHi) {
  const order = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const seen = new Set();
  const edges = [];
  const add = (u, v) => {
    const key = Math.min(u, v) * V + Math.max(u, v);
    if (u === v || seen.has(key)) return;
    seen.add(key);
    edges.push([u, v, rng.int(wLo, wHi)]);
  };
  for (let i = 1; i < V; i++) add(order[rng.int(0, i - 1)], order[i]);
  const max = (V * (V - 1)) / 2;
  E = Math.min(E, max);
  if (E > max / 2) {
    for (let u = 0; u < V && edges.length < E; u++) for (let v = u + 1; v < V && edges.length < E; v++) add(u, v);
  } else while (edges.length < E) add(rng.int(0, V - 1), rng.int(0, V - 1));
  return rng.shuffle(edges);
}
// GfG: 2 <= V <= 1000, V-1 <= E <= V(V-1)/2, 1 <= w <= 1000, connected, simple.
export default function generate(rng) {
  const cases = [
    [2, [[1, 0, 1]]],
    [2, [[0, 1, 1000]]],
    [3, [[0, 1, 1], [1, 2, 1], [0, 2, 1]]],
    [4, [[0, 1, 1000], [1, 2, 1000], [2, 3, 1000], [0, 3, 1], [0, 2, 1], [1, 3, 1]]],
    [1000, Array.from({ length: 999 }, (_, i) => [i, i + 1, 1000])],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 10 : 300);
    const E = rng.int(V - 1, Math.min((V * (V - 1)) / 2, 3 * V));
    cases.push([V, graph(rng, V, E, 1, rng.pick([1, 5, 1000]))]);
  }
  return cases;
}

// Complete and near-complete graphs on 1000 vertices: ~5 * 10^5 edges, and a DFS-per-edge cycle check is 5 * 10^8 steps.
// The lightest edges form one long path, so each later cycle check walks a long way along it.
function pathHeavy(rng, V, E) {
  const perm = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const onPath = new Set();
  const edges = [];
  for (let i = 1; i < V; i++) {
    const [a, b] = [perm[i - 1], perm[i]];
    onPath.add(Math.min(a, b) * V + Math.max(a, b));
    edges.push([a, b, 1]);
  }
  for (let u = 0; u < V && edges.length < E; u++)
    for (let v = u + 1; v < V && edges.length < E; v++) if (!onPath.has(u * V + v)) edges.push([u, v, rng.int(2, 1000)]);
  return rng.shuffle(edges);
}
export function large(rng) {
  return [[1000, pathHeavy(rng, 1000, 499500)], [1000, pathHeavy(rng, 1000, 470000)], [1000, graph(rng, 1000, 499500, 1, 1000)]];
}
