/** `E` distinct random pairs; directed graphs draw ordered pairs, some of them in both directions. */
function randomEdges(rng, V, E, directed, pool = V) {
  const ids = rng.shuffle(Array.from({ length: V }, (_, i) => i)).slice(0, pool);
  const seen = new Set();
  const edges = [];
  const max = directed ? pool * (pool - 1) : (pool * (pool - 1)) / 2;
  while (edges.length < Math.min(E, max)) {
    let u = rng.pick(ids);
    let v = rng.pick(ids);
    if (u === v) continue;
    if (!directed && u > v) [u, v] = [v, u];
    if (seen.has(u * V + v)) continue;
    seen.add(u * V + v);
    edges.push(rng.bool() || directed ? [u, v] : [v, u]);
    if (directed && rng.int(0, 3) === 0 && !seen.has(v * V + u) && edges.length < E) {
      seen.add(v * V + u);
      edges.push([v, u]);
    }
  }
  return rng.shuffle(edges);
}

function complete(V, directed) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) edges.push([u, v]);
  if (directed) for (let u = 0; u < V; u++) for (let v = 0; v < u; v++) edges.push([u, v]);
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, [], false],
    [1, [], true],
    [3, [[0, 1], [1, 2], [0, 2]], false],
    [3, [[0, 1], [1, 2], [0, 2]], true],
    [3, [[0, 1], [1, 2], [2, 0]], true],
    [3, [[1, 0], [2, 1], [0, 2]], true],
    [4, complete(4, false), false],
    [4, complete(4, true), true],
    [5, [[0, 1], [0, 2], [0, 3], [0, 4]], false],
    [6, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3], [0, 3]], false],
    [6, [[0, 1], [1, 2], [2, 0], [0, 2], [2, 1], [1, 0], [3, 4], [4, 5]], true],
  ];
  while (cases.length < 32) {
    const directed = rng.bool();
    const V = rng.int(3, rng.bool() ? 12 : 2000);
    const pool = rng.bool() ? V : rng.int(3, Math.min(V, 60));
    cases.push([V, randomEdges(rng, V, rng.int(0, Math.min(4 * V, 3000)), directed, pool), directed]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  const star = Array.from({ length: V - 1 }, (_, i) => [0, i + 1]);
  // a hub with 50000 incoming and 49999 outgoing edges, plus closing edges that make some triangles
  const hub = [];
  for (let i = 1; i < V; i++) hub.push(i <= 50000 ? [i, 0] : [0, i]);
  const clique = complete(447, false).slice(0, 100000);
  return [
    [V, star, false],
    [V, hub, true],
    [V, randomEdges(rng, V, 100000, true, 400), true],
    [V, clique, false],
    [V, randomEdges(rng, V, 100000, false), false],
  ];
}
