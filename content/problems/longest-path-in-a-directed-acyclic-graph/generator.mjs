/** A DAG with `E` distinct edges going forward in a hidden ranking; weights in [wLo, wHi]. */
function dag(rng, V, E, wLo, wHi) {
  const rank = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const seen = new Set();
  const edges = [];
  const target = Math.min(E, (V * (V - 1)) / 2);
  while (edges.length < target) {
    let i = rng.int(0, V - 1);
    let j = rng.int(0, V - 1);
    if (i === j) continue;
    if (i > j) [i, j] = [j, i];
    if (seen.has(i * V + j)) continue;
    seen.add(i * V + j);
    edges.push([rank[i], rank[j], rng.int(wLo, wHi)]);
  }
  return { edges, first: rank[0] };
}

export default function generate(rng) {
  const cases = [
    [1, [], 0],
    [2, [], 1],
    [2, [[0, 1, 100]], 0],
    [2, [[0, 1, 100]], 1],
    [3, [[0, 1, 1], [1, 2, 1], [0, 2, 1]], 0],
    [3, [[0, 1, 1], [1, 2, 1], [0, 2, 3]], 0],
    [4, [[3, 2, 5], [2, 1, 5], [1, 0, 5]], 3],
    [5, [[0, 1, 1], [0, 2, 100], [1, 3, 1], [2, 3, 1], [3, 4, 1]], 0],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 10 : 800);
    const { edges, first } = dag(rng, V, rng.int(0, Math.min(4 * V, (V * (V - 1)) / 2)), 1, rng.pick([1, 10, 100]));
    cases.push([V, edges, rng.bool() ? first : rng.int(0, V - 1)]);
  }
  return cases;
}

export function large(rng) {
  const V = 100000;
  // a chain listed from its far end: repeated relaxation rounds improve one vertex per round
  const chain = [];
  for (let i = V - 2; i >= 0; i--) chain.push([i, i + 1, 100]);
  const d = dag(rng, V, 100000, 1, 100);
  return [
    [V, chain, 0],
    [V, d.edges, d.first],
    [V, chain.map(([u, v, w]) => [V - 1 - u, V - 1 - v, w]), V - 1],
  ];
}
