// connected graph: random spanning tree plus extra distinct edges
function graph(rng, n, extra) {
  const edges = [], seen = new Set();
  const key = (a, b) => (a < b ? a * n + b : b * n + a);
  const perm = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  for (let i = 1; i < n; i++) { const a = perm[i], b = perm[rng.int(Math.max(0, i - 3), i - 1)]; edges.push([a, b]); seen.add(key(a, b)); }
  const cap = Math.min(extra, (n * (n - 1)) / 2 - (n - 1));
  let added = 0;
  while (added < cap) {
    const a = rng.int(0, n - 1), b = rng.int(0, n - 1);
    if (a === b || seen.has(key(a, b))) continue;
    seen.add(key(a, b));
    edges.push([a, b]);
    added++;
  }
  return rng.shuffle(edges);
}

export default function generate(rng) {
  const cases = [[2, [[1, 0]]], [3, [[0, 1], [1, 2]]], [3, [[0, 1], [1, 2], [2, 0]]], [5, [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 2]]], [6, [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 5], [5, 3]]], [4, [[0, 1], [0, 2], [0, 3]]]];
  for (let i = 0; i < 10; i++) { const n = rng.int(2, 10); cases.push([n, graph(rng, n, rng.int(0, 5))]); }
  for (let i = 0; i < 5; i++) { const n = rng.int(200, 2000); cases.push([n, graph(rng, n, rng.int(0, n / 4))]); }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const ring = Array.from({ length: n }, (_, i) => [i, (i + 1) % n]);
  const ladderN = 50001;
  const ladder = Array.from({ length: ladderN - 1 }, (_, i) => [i, i + 1]);
  for (let i = 0; i + 2 < ladderN && ladder.length < 100000; i++) ladder.push([i, i + 2]);
  return [[n, ring], [ladderN, ladder], [60000, graph(rng, 60000, 40000)]];
}
