/** A DAG: `E` distinct edges that all go forward in a hidden random ranking of the vertices. */
function dag(rng, V, E) {
  const rank = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const adj = Array.from({ length: V }, () => []);
  const seen = new Set();
  const limit = (V * (V - 1)) / 2;
  let count = 0;
  while (count < Math.min(E, limit)) {
    let i = rng.int(0, V - 1);
    let j = rng.int(0, V - 1);
    if (i === j) continue;
    if (i > j) [i, j] = [j, i];
    if (seen.has(i * V + j)) continue;
    seen.add(i * V + j);
    adj[rank[i]].push(rank[j]);
    count++;
  }
  return adj.map((list) => rng.shuffle(list));
}

export default function generate(rng) {
  const cases = [
    [1, [[]]],
    [2, [[], []]],
    [2, [[1], []]],
    [2, [[], [0]]],
    [3, [[1, 2], [2], []]],
    [5, [[], [0], [1], [2], [3]]],
    [5, [[1, 2, 3, 4], [], [], [], []]],
    [5, [[], [0], [0], [0], [0]]],
    [4, [[1, 2, 3], [2, 3], [3], []]],
  ];
  while (cases.length < 28) {
    const V = rng.int(2, rng.bool() ? 10 : 500);
    const E = rng.int(0, Math.min(3 * V, (V * (V - 1)) / 2));
    cases.push([V, dag(rng, V, E)]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  // a chain V-1 -> V-2 -> ... -> 0: the only source is always near the end of a left-to-right scan
  const chain = Array.from({ length: V }, (_, u) => (u > 0 ? [u - 1] : []));
  return [[V, chain], [V, dag(rng, V, 100000)], [V, dag(rng, V, 0)]];
}
