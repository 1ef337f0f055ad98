// Symmetric distances: either points on a plane (rounded Euclidean, at least 1) or arbitrary random values.
function cities(rng, n, kind, hi) {
  const d = Array.from({ length: n }, () => new Array(n).fill(0));
  const pts = Array.from({ length: n }, () => [rng.int(0, hi), rng.int(0, hi)]);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const v = kind === 'plane' ? Math.max(1, Math.min(1000000, Math.round(Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1])))) : rng.int(1, hi);
      d[i][j] = v;
      d[j][i] = v;
    }
  return d;
}

export default function generate(rng) {
  const cases = [
    [[[0]], 1],
    [[[0, 1000000], [1000000, 0]], 1],
    [[[0, 1], [1, 0]], 2],
    [[[0, 2, 9], [2, 0, 4], [9, 4, 0]], 1],
    [[[0, 4, 8, 5], [4, 0, 10, 7], [8, 10, 0, 9], [5, 7, 9, 0]], 3],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, 10);
    cases.push([cities(rng, n, rng.pick(['plane', 'random']), rng.pick([20, 1000000])), rng.int(1, n)]);
  }
  return cases;
}

// n = 14 with k = 7 (the most centre sets) and neighbours.
export function large(rng) {
  return [[cities(rng, 14, 'plane', 700000), 7], [cities(rng, 14, 'random', 1000000), 6], [cities(rng, 14, 'plane', 1000), 14]];
}
