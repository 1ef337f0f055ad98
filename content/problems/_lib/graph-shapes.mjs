// Random graphs for generators: edge lists [u, v, w].

/** A connected undirected graph: a random spanning tree plus `extra` random edges (no self-loops). */
export function connectedEdges(rng, V, extra, wLo, wHi) {
  const order = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const edges = [];
  for (let i = 1; i < V; i++) edges.push([order[rng.int(0, i - 1)], order[i], rng.int(wLo, wHi)]);
  for (let k = 0; k < extra && V > 1; k++) {
    const u = rng.int(0, V - 1);
    let v = rng.int(0, V - 2);
    if (v >= u) v++;
    edges.push([u, v, rng.int(wLo, wHi)]);
  }
  return rng.shuffle(edges);
}

/** A directed graph with `E` random edges (no self-loops, repeats allowed unless `simple`). */
export function directedEdges(rng, V, E, wLo, wHi, simple = true) {
  const seen = new Set();
  const edges = [];
  let guard = 0;
  while (edges.length < E && guard++ < E * 20) {
    const u = rng.int(0, V - 1);
    let v = rng.int(0, V - 2);
    if (v >= u) v++;
    if (simple && seen.has(u * V + v)) continue;
    seen.add(u * V + v);
    edges.push([u, v, rng.int(wLo, wHi)]);
  }
  return edges;
}
