function randomEdges(rng, n, m) {
  const seen = new Set(), edges = [];
  const cap = Math.min(m, (n * (n - 1)) / 2);
  while (edges.length < cap) {
    const a = rng.int(0, n - 1), b = rng.int(0, n - 1);
    if (a === b) continue;
    const k = a < b ? a * n + b : b * n + a;
    if (seen.has(k)) continue;
    seen.add(k);
    edges.push([a, b]);
  }
  return edges;
}

export default function generate(rng) {
  const cases = [[2, [[0, 1]]], [3, [[0, 1]]], [3, [[0, 1], [1, 2], [0, 2]]], [5, [[0, 1], [0, 2], [1, 2], [3, 4]]], [4, [[0, 1], [2, 3], [0, 2]]], [5, [[0, 1], [1, 2], [2, 0], [3, 4]]], [100000, [[0, 99999]]], [7, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3]]]];
  for (let i = 0; i < 10; i++) { const n = rng.int(2, 12); cases.push([n, randomEdges(rng, n, rng.int(1, n + 3))]); }
  for (let i = 0; i < 4; i++) { const n = rng.int(200, 2000); cases.push([n, randomEdges(rng, n, rng.int(n - 50, n + 200))]); }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const path = Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
  path.reverse();
  const cyc = Array.from({ length: 50000 }, (_, i) => [i, (i + 1) % 50000]);
  for (let i = 50000; i < 99999; i += 1) cyc.push([i, i + 1]);
  return [[n, path], [n, randomEdges(rng, n, 100000)], [n, cyc.slice(0, 100000)]];
}
