function randomGraph(rng, V, p) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) if (rng.float() < p) edges.push(rng.bool() ? [u, v] : [v, u]);
  return rng.shuffle(edges);
}

/** A graph that is k-colourable by construction: edges only between different hidden colour classes. */
function kPartite(rng, V, k, p) {
  const cls = Array.from({ length: V }, () => rng.int(0, k - 1));
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) if (cls[u] !== cls[v] && rng.float() < p) edges.push([u, v]);
  return rng.shuffle(edges);
}

function complete(V) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) edges.push([u, v]);
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, [], 1],
    [2, [[0, 1]], 1],
    [2, [[0, 1]], 2],
    [3, [], 1],
    [5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]], 2],
    [5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]], 3],
    [4, complete(4), 3],
    [4, complete(4), 4],
    [20, complete(20), 19],
    [20, complete(20), 20],
    [20, [], 1],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, 20);
    const k = rng.int(2, 5);
    const edges = rng.bool() ? kPartite(rng, V, k, rng.pick([0.5, 0.8, 1])) : randomGraph(rng, V, rng.pick([0.2, 0.4, 0.6]));
    cases.push([V, edges, rng.int(1, Math.min(V, 6))]);
  }
  return cases;
}

export function large(rng) {
  // near the colourability threshold: 4-partite graphs asked for 3 and 4 colours
  const a = kPartite(rng, 20, 4, 0.9);
  const b = randomGraph(rng, 20, 0.5);
  return [[20, a, 3], [20, a, 4], [20, b, 4], [20, b, 5], [20, kPartite(rng, 20, 3, 0.6), 3]];
}
