import { connectedEdges } from '../_lib/graph-shapes.mjs';

function randomGraph(rng, V, p) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) if (rng.float() < p) edges.push(rng.bool() ? [u, v] : [v, u]);
  return rng.shuffle(edges);
}
function complete(V) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) edges.push([u, v]);
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, []],
    [2, []],
    [2, [[0, 1]]],
    [3, [[0, 1], [1, 2]]],
    [3, complete(3)],
    [5, complete(5)],
    [6, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3]]],
    [6, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3], [2, 3]]],
    [7, [[0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6]]],
    [12, Array.from({ length: 11 }, (_, i) => [i, i + 1])],
    [12, Array.from({ length: 12 }, (_, i) => [i, (i + 1) % 12])],
  ];
  // keep the test cases small enough for the subset brute force (E <= 20)
  while (cases.length < 30) {
    const V = rng.int(2, 12);
    let edges;
    if (rng.bool()) edges = randomGraph(rng, V, rng.pick([0.3, 0.5, 0.8]));
    else {
      // connected: a random spanning tree plus extra edges, repeats removed
      const seen = new Set();
      edges = connectedEdges(rng, V, rng.int(0, 12), 0, 0)
        .map(([u, v]) => [u, v])
        .filter(([u, v]) => {
          const key = u < v ? u * V + v : v * V + u;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    }
    if (edges.length > 20) edges = edges.slice(0, 20);
    cases.push([V, edges]);
  }
  return cases;
}

export function large(rng) {
  return [[12, complete(12)], [12, randomGraph(rng, 12, 0.9)], [12, complete(12).slice(0, 60)], [11, complete(11)]];
}
