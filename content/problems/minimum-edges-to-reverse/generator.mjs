/** `m` random directed edges on 1..n (no self-loops; repeats allowed as in the original). */
function randomEdges(rng, n, m) {
  const edges = [];
  while (edges.length < m && n > 1) {
    const u = rng.int(1, n);
    const v = rng.int(1, n);
    if (u !== v) edges.push([u, v]);
  }
  return edges;
}

export default function generate(rng) {
  const cases = [
    [[], 1, 1, 1],
    [[], 2, 1, 2],
    [[[1, 2]], 2, 1, 2],
    [[[1, 2]], 2, 2, 1],
    [[[2, 1], [1, 2]], 2, 2, 1],
    [[[2, 1], [3, 2], [4, 3], [5, 4]], 5, 1, 5],
    [[[1, 2], [3, 2], [3, 4], [5, 4]], 5, 1, 5],
    [[[1, 2], [2, 3], [3, 1]], 3, 3, 3],
    [[[1, 2], [3, 4]], 4, 1, 4],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 10 : 1000);
    const m = rng.int(0, rng.bool() ? n : 3 * n);
    cases.push([randomEdges(rng, n, m), n, rng.int(1, n), rng.int(1, n)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  // a path 1 - 2 - ... - n whose edges alternate direction, listed from the far end
  const zigzag = [];
  for (let i = n - 1; i >= 1; i--) zigzag.push(i % 2 ? [i, i + 1] : [i + 1, i]);
  const reversed = [];
  for (let i = n - 1; i >= 1; i--) reversed.push([i + 1, i]);
  return [
    [zigzag, n, 1, n],
    [reversed, n, 1, n],
    [randomEdges(rng, n, 100000), n, 1, n],
    [randomEdges(rng, n, 100000), n, n, rng.int(1, n)],
  ];
}
