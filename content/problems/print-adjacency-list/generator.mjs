/** `E` distinct undirected edges in random order and random orientation. */
function randomEdges(rng, V, E) {
  const seen = new Set();
  const edges = [];
  const target = Math.min(E, (V * (V - 1)) / 2);
  while (edges.length < target) {
    const u = rng.int(0, V - 1);
    const v = rng.int(0, V - 1);
    const key = u < v ? u * V + v : v * V + u;
    if (u === v || seen.has(key)) continue;
    seen.add(key);
    edges.push([u, v]);
  }
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, []],
    [2, []],
    [2, [[1, 0]]],
    [3, [[0, 1], [1, 2], [2, 0]]],
    [4, [[3, 0], [3, 1], [3, 2]]],
    [6, [[0, 5], [2, 3]]],
    [5, [[0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]],
  ];
  while (cases.length < 26) {
    const V = rng.int(2, rng.bool() ? 10 : 300);
    cases.push([V, randomEdges(rng, V, rng.int(0, Math.min(4 * V, (V * (V - 1)) / 2)))]);
  }
  return cases;
}

export function large(rng) {
  const V = 10000;
  const star = Array.from({ length: V - 1 }, (_, i) => (rng.bool() ? [0, i + 1] : [i + 1, 0]));
  return [[V, randomEdges(rng, V, 50000)], [V, star], [V, []]];
}
