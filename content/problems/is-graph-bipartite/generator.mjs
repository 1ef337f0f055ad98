function toAdj(n, edges, rng) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  return adj.map((l) => rng.shuffle(l));
}
function randomGraph(rng, n, p, bipartite) {
  const side = Array.from({ length: n }, () => rng.int(0, 1));
  const edges = [];
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++) if (rng.float() < p && (!bipartite || side[u] !== side[v])) edges.push([u, v]);
  return toAdj(n, edges, rng);
}
const cycle = (n) => Array.from({ length: n }, (_, i) => [(i + n - 1) % n, (i + 1) % n].sort((a, b) => a - b));
// LeetCode 785: 1 <= n <= 100, simple undirected graph, possibly disconnected.
export default function generate(rng) {
  const cases = [
    [[[]]],
    [[[1], [0]]],
    [[[], []]],
    [[[1], [0], [3], [2]]],
    [cycle(3)],
    [cycle(4)],
    [cycle(99)],
    [cycle(100)],
    [[[], [2, 4, 6], [1, 4, 8, 9], [7, 8], [1, 2, 8, 9], [6, 9], [1, 5, 7, 8, 9], [3, 6, 9], [2, 3, 4, 6, 9], [2, 4, 5, 6, 7, 8]]],
    [Array.from({ length: 100 }, (_, u) => Array.from({ length: 100 }, (_, v) => v).filter((v) => v !== u))],
    [Array.from({ length: 100 }, (_, u) => Array.from({ length: 50 }, (_, k) => (u < 50 ? 50 + k : k)))],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 10 : 100);
    cases.push([randomGraph(rng, n, rng.pick([0.02, 0.05, 0.2, 0.6]), rng.bool())]);
  }
  return cases;
}

export function large(rng) {
  // a long even path closed into an odd cycle at the very end, and a dense bipartite graph
  const path = Array.from({ length: 100 }, (_, i) => [i - 1, i + 1].filter((v) => v >= 0 && v < 100));
  path[0].push(98);
  path[98].push(0);
  return [[path], [randomGraph(rng, 100, 0.9, true)]];
}
