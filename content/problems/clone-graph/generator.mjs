// LeetCode's bounds: 0..100 nodes valued 1..n, connected, undirected, no repeated edges or self-loops.
const MAX_N = 100;

/** A connected graph on n nodes: a random spanning tree plus `extra` random edges, neighbour lists shuffled. */
function graph(rng, n, extra) {
  const adj = Array.from({ length: n }, () => new Set());
  const link = (a, b) => {
    adj[a].add(b + 1);
    adj[b].add(a + 1);
  };
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  for (let i = 1; i < n; i++) link(order[i], order[rng.int(0, i - 1)]);
  for (let k = 0; k < extra; k++) {
    const a = rng.int(0, n - 1);
    const b = rng.int(0, n - 1);
    if (a !== b) link(a, b);
  }
  return adj.map((s) => rng.shuffle([...s]));
}

function complete(n) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => j + 1).filter((v) => v !== i + 1));
}

export default function generate(rng) {
  const cases = [
    [[]],
    [[[]]],
    [[[2], [1]]],
    [[[2, 3], [1, 3], [1, 2]]],
    [[[2], [1, 3], [2, 4], [3]]],
    [[[2, 3, 4, 5], [1], [1], [1], [1]]],
    [complete(6)],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 10 : MAX_N);
    cases.push([graph(rng, n, rng.int(0, 3 * n))]);
  }
  cases.push([complete(MAX_N)]);
  return cases;
}

/** The largest graphs: complete on 100 nodes, a 100-node path, and a dense random graph. */
export function large(rng) {
  return [[complete(MAX_N)], [graph(rng, MAX_N, 0)], [graph(rng, MAX_N, 2000)]];
}
