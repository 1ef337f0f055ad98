import { connectedEdges } from '../_lib/graph-shapes.mjs';

// GfG: 1 <= V <= 10^4, 1 <= E <= 10^4, 0 <= w <= 10^4, connected undirected graph.
export default function generate(rng) {
  const path = (V, w) => Array.from({ length: V - 1 }, (_, i) => [i, i + 1, w]);
  const cases = [
    [2, [[0, 1, 0]], 1],
    [2, [[1, 0, 10000]], 0],
    [2, [[0, 1, 5], [0, 1, 3], [1, 0, 7]], 0],
    [3, [[0, 1, 2], [1, 2, 2], [0, 2, 4]], 0],
    [4, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [0, 3, 10]], 3],
    [1500, path(1500, 10000), 0],
    [1500, path(1500, 0), 1499],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 10 : 1000);
    const extra = rng.int(0, Math.min(1000, V * 2));
    cases.push([V, connectedEdges(rng, V, extra, 0, rng.pick([1, 10, 10000])), rng.int(0, V - 1)]);
  }
  return cases;
}

export function large(rng) {
  const V = 10000;
  // a path plus shortcuts that look cheap early but lose later: many decrease-key steps
  const ladder = [];
  for (let i = 0; i + 1 < V; i++) ladder.push([i, i + 1, 1]);
  return [
    [V, ladder, 9999],
    [5000, connectedEdges(rng, 5000, 5001, 0, 10000), 0],
    [V, connectedEdges(rng, V, 1, 1, 10000), rng.int(0, V - 1)],
  ];
}
