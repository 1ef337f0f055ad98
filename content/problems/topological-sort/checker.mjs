// Any permutation of 0..V-1 that puts u before v for every edge u -> v.
export default function check([V, adj], _expected, actual) {
  if (!Array.isArray(actual)) return 'Return an array of vertices';
  if (actual.length !== V) return `The order must list all ${V} vertices exactly once`;
  const position = new Array(V).fill(-1);
  for (const [i, vertex] of actual.entries()) {
    if (!Number.isInteger(vertex) || vertex < 0 || vertex >= V) return `${vertex} is not a vertex`;
    if (position[vertex] >= 0) return `Vertex ${vertex} appears twice`;
    position[vertex] = i;
  }
  for (let u = 0; u < V; u++) {
    for (const v of adj[u]) {
      if (position[u] > position[v]) return `The edge ${u} -> ${v} is broken: ${v} comes before ${u}`;
    }
  }
  return true;
}
