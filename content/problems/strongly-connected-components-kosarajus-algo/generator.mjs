/** Vertices split into random groups, each closed into a cycle, plus `extra` random simple edges. */
function clustered(rng, V, groups, extra) {
  const order = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const adj = Array.from({ length: V }, () => []);
  const seen = new Set();
  const add = (u, v) => {
    if (u === v || seen.has(u * V + v)) return false;
    seen.add(u * V + v);
    adj[u].push(v);
    return true;
  };
  const cuts = new Set([0]);
  while (cuts.size < Math.min(groups, V)) cuts.add(rng.int(1, V - 1));
  const starts = [...cuts].sort((a, b) => a - b);
  starts.push(V);
  for (let g = 0; g + 1 < starts.length; g++) {
    const a = starts[g];
    const b = starts[g + 1];
    if (b - a > 1) for (let i = a; i < b; i++) add(order[i], order[i + 1 < b ? i + 1 : a]);
  }
  let guard = 0;
  let added = 0;
  while (added < extra && guard++ < extra * 20) {
    // mostly forward edges between groups so that components survive
    let i = rng.int(0, V - 1);
    let j = rng.int(0, V - 1);
    if (rng.int(0, 9) > 0 && i > j) [i, j] = [j, i];
    if (add(order[i], order[j])) added++;
  }
  return adj.map((list) => rng.shuffle(list));
}

export default function generate(rng) {
  const cases = [
    [1, [[]]],
    [2, [[], []]],
    [2, [[1], []]],
    [2, [[1], [0]]],
    [4, [[1], [2], [3], [0]]],
    [4, [[], [0], [1], [2]]],
    [6, [[1], [2], [0], [4], [5], [3]]],
    [6, [[1], [2], [0, 3], [4], [5], [3]]],
    [6, [[1], [2], [0, 3], [4], [5], [3, 0]]],
    [5, [[1, 2, 3, 4], [0, 2, 3, 4], [0, 1, 3, 4], [0, 1, 2, 4], [0, 1, 2, 3]]],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 12 : 600);
    const groups = rng.int(1, V);
    cases.push([V, clustered(rng, V, groups, rng.int(0, 2 * V))]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  // an acyclic chain: every vertex is its own component
  const chain = Array.from({ length: V }, (_, u) => (u + 1 < V ? [u + 1] : []));
  return [
    [V, chain],
    [V, clustered(rng, V, 60000, 40000)],
    [V, clustered(rng, V, 5, 99000)],
  ];
}
