/** Two planted cliques A and B, `cross` random edges between them, and `drop` clique edges removed. */
function planted(rng, V, sizeA, cross, drop) {
  const ids = rng.shuffle(Array.from({ length: V }, (_, i) => i));
  const A = ids.slice(0, sizeA);
  const B = ids.slice(sizeA);
  const edges = [];
  for (const group of [A, B]) {
    for (let i = 0; i < group.length; i++) for (let j = i + 1; j < group.length; j++) edges.push([group[i], group[j]]);
  }
  for (let k = 0; k < drop && edges.length; k++) edges.splice(rng.int(0, edges.length - 1), 1);
  const seen = new Set();
  for (let k = 0; k < cross && A.length && B.length; k++) {
    const a = rng.pick(A);
    const b = rng.pick(B);
    if (seen.has(a * V + b)) continue;
    seen.add(a * V + b);
    edges.push(rng.bool() ? [a, b] : [b, a]);
  }
  return rng.shuffle(edges.map(([u, v]) => (rng.bool() ? [u, v] : [v, u])));
}

function complete(V) {
  const edges = [];
  for (let u = 0; u < V; u++) for (let v = u + 1; v < V; v++) edges.push([u, v]);
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, []],
    [2, []],
    [2, [[0, 1]]],
    [3, [[0, 1]]],
    [3, [[0, 1], [1, 2]]],
    [4, complete(4)],
    [4, [[0, 1], [1, 2], [2, 3], [3, 0]]],
    [5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]],
    [6, [[0, 1], [0, 2], [1, 2], [3, 4], [3, 5], [4, 5], [0, 3], [1, 4], [2, 5]]],
  ];
  while (cases.length < 30) {
    const V = rng.int(2, rng.bool() ? 10 : 80);
    const sizeA = rng.int(0, V);
    cases.push([V, planted(rng, V, sizeA, rng.int(0, V * 2), rng.pick([0, 0, 1, 2]))]);
  }
  return cases;
}

export function large(rng) {
  const V = 500;
  return [
    [V, complete(V)],
    [V, planted(rng, V, 250, 2000, 0)],
    [V, planted(rng, V, 300, 500, 1)],
    [V, planted(rng, V, 200, 0, 3)],
  ];
}
