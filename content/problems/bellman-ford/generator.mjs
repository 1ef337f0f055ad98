import { directedEdges } from '../_lib/graph-shapes.mjs';

// A DAG-ish edge set (u < v) never has cycles, so negative weights are safe there.
function acyclic(rng, V, E, wLo, wHi) {
  const out = [];
  for (const [a, b, w] of directedEdges(rng, V, E, wLo, wHi)) out.push(a < b ? [a, b, w] : [b, a, w]);
  const seen = new Set();
  return out.filter(([a, b]) => !seen.has(a * V + b) && seen.add(a * V + b));
}
// GfG: 1 <= V <= 100, 1 <= E <= V(V-1), -1000 <= w <= 1000.
export default function generate(rng) {
  const cases = [
    [2, [[0, 1, -1000]], 0],
    [2, [[0, 1, 1000]], 1],
    [2, [[0, 1, 5], [1, 0, -5]], 0],
    [2, [[0, 1, 5], [1, 0, -6]], 0],
    [3, [[1, 2, -5], [2, 1, -5]], 0],
    [3, [[0, 1, 1], [1, 2, 1], [2, 0, -2]], 1],
    [3, [[0, 1, 1], [1, 2, 1], [2, 0, -3]], 2],
    [100, Array.from({ length: 99 }, (_, i) => [99 - i, 98 - i, -1000]), 99],
    [100, Array.from({ length: 99 }, (_, i) => [i, i + 1, 1000]), 0],
  ];
  while (cases.length < 32) {
    const V = rng.int(2, rng.bool() ? 8 : 100);
    const E = rng.int(1, Math.min(V * (V - 1), rng.pick([V, 3 * V, 1000])));
    const kind = rng.pick(['positive', 'dag', 'mixed']);
    const edges =
      kind === 'positive' ? directedEdges(rng, V, E, 0, 1000) : kind === 'dag' ? acyclic(rng, V, E, -1000, 1000) : directedEdges(rng, V, E, -50, 1000);
    cases.push([V, edges, rng.int(0, V - 1)]);
  }
  return cases;
}

export function large(rng) {
  const all = [];
  for (let u = 0; u < 100; u++) for (let v = 0; v < 100; v++) if (u !== v) all.push([u, v, rng.int(0, 1000)]);
  // edges listed against the path direction: one round of relaxation moves information one step
  const slow = Array.from({ length: 99 }, (_, i) => [98 - i, 99 - i, -1000]);
  return [[100, all, 0], [100, slow, 0], [100, acyclic(rng, 100, 4950, -1000, 1000), 0]];
}
