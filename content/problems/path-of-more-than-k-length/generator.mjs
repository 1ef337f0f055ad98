import solve from './reference.mjs';

function graph(rng, V, p, maxW) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) if (rng.float() < p) edges.push(rng.bool() ? [u, v, rng.int(1, maxW)] : [v, u, rng.int(1, maxW)]);
  return rng.shuffle(edges);
}

// The heaviest simple path weight from 0, found by binary search on k.
function heaviest(V, edges) {
  let lo = 0;
  let hi = 2000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (solve(V, edges, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export default function generate(rng) {
  const cases = [
    [1, [], 1],
    [2, [[0, 1, 100]], 100],
    [2, [[1, 0, 1]], 2],
    [5, [[0, 1, 100], [1, 2, 100], [2, 3, 100], [3, 4, 100]], 2000],
    [3, [[1, 2, 50]], 1],
    [4, [[0, 1, 1], [1, 2, 1], [2, 0, 1], [2, 3, 1]], 3],
    [4, [[0, 1, 1], [1, 2, 1], [2, 0, 1], [2, 3, 1]], 4],
  ];
  while (cases.length < 32) {
    const V = rng.int(2, 9);
    const edges = graph(rng, V, rng.pick([0.3, 0.6, 1]), 100);
    const h = heaviest(V, edges);
    const k = Math.max(1, Math.min(2000, h + rng.pick([0, 1, -rng.int(0, 20)])));
    cases.push([V, edges, k]);
  }
  return cases;
}

// V = 14, dense graphs, k one above the heaviest path: a path search has to try every simple path.
export function large(rng) {
  const out = [];
  for (const p of [1, 0.9, 0.8]) {
    const edges = graph(rng, 14, p, 100);
    out.push([14, edges, Math.min(2000, heaviest(14, edges) + 1)]);
  }
  return out;
}
