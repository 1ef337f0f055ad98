import { connectedEdges } from '../_lib/graph-shapes.mjs';

function dedup(n, edges) {
  const seen = new Set();
  return edges.filter(([u, v]) => {
    const key = u < v ? u * n + v : v * n + u;
    if (u === v || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
const tree = (rng, n) => connectedEdges(rng, n, 0, 0, 0).map(([u, v]) => (rng.bool() ? [u, v] : [v, u]));

/** n - 1 edges that contain a cycle (so the graph is disconnected too). */
function cycleSameCount(rng, n) {
  const edges = tree(rng, n);
  for (;;) {
    const u = rng.int(0, n - 1);
    const v = rng.int(0, n - 1);
    const more = dedup(n, [...edges, [u, v]]);
    if (more.length === edges.length + 1) {
      more.splice(rng.int(0, more.length - 2), 1); // drop a tree edge, keep the closing one
      return rng.shuffle(more);
    }
  }
}

export default function generate(rng) {
  const cases = [
    [1, []],
    [2, []],
    [2, [[1, 0]]],
    [3, [[0, 1], [1, 2], [2, 0]]],
    [3, [[0, 1]]],
    [4, [[0, 1], [1, 2], [2, 0]]],
    [4, [[0, 1], [0, 2], [0, 3]]],
    [4, [[0, 1], [2, 3]]],
    [6, [[0, 1], [1, 2], [3, 4], [4, 5], [5, 3]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 10 : 2000);
    const kind = rng.int(0, 3);
    if (kind === 0) cases.push([n, tree(rng, n)]);
    else if (kind === 1 && n >= 4) cases.push([n, cycleSameCount(rng, n)]);
    else if (kind === 2) {
      const t = tree(rng, n);
      t.splice(rng.int(0, t.length - 1), 1);
      cases.push([n, t]);
    } else {
      const extra = rng.int(1, Math.min(5000 - (n - 1), n));
      cases.push([n, dedup(n, connectedEdges(rng, n, extra, 0, 0).map(([u, v]) => [u, v])).slice(0, 5000)]);
    }
  }
  return cases;
}

export function large(rng) {
  const n = 2000;
  const path = Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
  return [
    [n, rng.shuffle(path)],
    [n, cycleSameCount(rng, n)],
    [n, dedup(n, connectedEdges(rng, n, 3200, 0, 0).map(([u, v]) => [u, v])).slice(0, 5000)],
    [n, tree(rng, n)],
  ];
}
