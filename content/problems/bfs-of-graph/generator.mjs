import { connectedEdges } from '../_lib/graph-shapes.mjs';

/** Adjacency lists of an undirected edge list, each list in a random order. */
function toAdj(rng, V, edges) {
  const adj = Array.from({ length: V }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  return adj.map((list) => rng.shuffle(list));
}

/** Random simple graph: `parts` connected pieces over shuffled labels, about `E` edges in all. */
function simpleGraph(rng, V, E, parts = 1) {
  const labels = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const edges = [];
  const seen = new Set();
  const add = (u, v) => {
    const key = u < v ? u * V + v : v * V + u;
    if (u === v || seen.has(key)) return;
    seen.add(key);
    edges.push([u, v]);
  };
  const size = Math.ceil(V / parts);
  for (let start = 0; start < V; start += size) {
    const n = Math.min(size, V - start);
    for (const [a, b] of connectedEdges(rng, n, 0, 0, 0)) add(labels[start + a], labels[start + b]);
  }
  let guard = 0;
  while (edges.length < E && guard++ < E * 10 && V > 1) add(rng.int(0, V - 1), rng.int(0, V - 1));
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, [[]]],
    [2, [[], []]],
    [2, [[1], [0]]],
    [3, [[1, 2], [0, 2], [1, 0]]],
    [3, [[], [2], [1]]],
    [6, [[5, 4, 3, 2, 1], [0], [0], [0], [0], [0]]],
    [6, [[1], [0, 2], [1, 3], [2, 4], [3, 5], [4]]],
    [6, [[5], [2, 4], [1], [4], [5, 1, 3], [0, 4]]],
    [4, [[1, 2, 3], [0, 2, 3], [0, 1, 3], [0, 1, 2]]],
  ];
  while (cases.length < 28) {
    const V = rng.int(2, rng.bool() ? 12 : 400);
    const parts = rng.pick([1, 1, 2, 3]);
    const E = rng.int(V - 1, Math.min(3 * V, (V * (V - 1)) / 2));
    cases.push([V, toAdj(rng, V, simpleGraph(rng, V, E, Math.min(parts, V)))]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  const path = Array.from({ length: V - 1 }, (_, i) => [i, i + 1]);
  const star = Array.from({ length: V - 1 }, (_, i) => [0, i + 1]);
  return [
    [V, toAdj(rng, V, simpleGraph(rng, V, 100000))],
    [V, toAdj(rng, V, path)],
    [V, toAdj(rng, V, star)],
    [V, toAdj(rng, V, simpleGraph(rng, V, 100000, 2))],
  ];
}
