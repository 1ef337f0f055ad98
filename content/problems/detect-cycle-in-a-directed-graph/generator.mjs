/** A DAG (edges forward in a hidden ranking); with `cycleLen` >= 2, one backward edge closes a cycle of that length. */
function graph(rng, V, E, cycleLen = 0) {
  const rank = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const adj = Array.from({ length: V }, () => []);
  const seen = new Set();
  const add = (i, j) => {
    if (i === j || seen.has(i * V + j)) return false;
    seen.add(i * V + j);
    adj[rank[i]].push(rank[j]);
    return true;
  };
  if (cycleLen >= 2) {
    const start = rng.int(0, V - cycleLen);
    for (let k = start; k + 1 < start + cycleLen; k++) add(k, k + 1);
    add(start + cycleLen - 1, start);
  }
  const limit = (V * (V - 1)) / 2;
  let guard = 0;
  let count = 0;
  while (count < Math.min(E, limit) && guard++ < E * 20) {
    let i = rng.int(0, V - 1);
    let j = rng.int(0, V - 1);
    if (i > j) [i, j] = [j, i];
    if (add(i, j)) count++;
  }
  return adj.map((list) => rng.shuffle(list));
}

export default function generate(rng) {
  const cases = [
    [1, [[]]],
    [2, [[1], []]],
    [2, [[1], [0]]],
    [3, [[1], [2], [0]]],
    [3, [[1, 2], [2], []]],
    [4, [[1], [], [3], [2]]],
    [5, [[1, 2], [3], [3], [4], []]],
    [5, [[1, 2], [3], [3], [4], [2]]],
    [6, [[], [], [], [], [], []]],
    [4, [[1, 2, 3], [2, 3], [3], []]],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 10 : 500);
    const E = rng.int(0, Math.min(3 * V, (V * (V - 1)) / 2));
    const cycleLen = rng.bool() ? rng.int(2, Math.min(V, rng.bool() ? 4 : V)) : 0;
    cases.push([V, graph(rng, V, E, cycleLen)]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  const chain = Array.from({ length: V }, (_, u) => (u + 1 < V ? [u + 1] : []));
  const chainBack = chain.map((list, u) => (u === V - 1 ? [0] : list));
  return [[V, chain], [V, graph(rng, V, 100000)], [V, chainBack], [V, graph(rng, V, 99000, 2)]];
}
