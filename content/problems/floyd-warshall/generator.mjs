const INF = 1e8;
// Edge weights w + p[u] - p[v] with w >= 0: every cycle keeps a non-negative total, yet single edges can be negative.
function matrix(rng, n, density, negative) {
  const p = Array.from({ length: n }, () => (negative ? rng.int(0, 500) : 0));
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => {
      if (i === j) return 0;
      if (rng.float() >= density) return INF;
      const w = rng.int(0, 1000 - 500 * (negative ? 1 : 0)) + p[i] - p[j];
      return Math.max(-1000, Math.min(1000, w));
    }),
  );
}
// GfG: 1 <= n <= 100, weights in [-1000, 1000] or 10^8 for "no edge", no negative cycles.
export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[0, INF], [INF, 0]]],
    [[[0, 1000], [INF, 0]]],
    [[[0, -1000], [1000, 0]]],
    [[[0, 5, INF], [INF, 0, -3], [INF, INF, 0]]],
    [[[0, INF, -2], [4, 0, 3], [INF, INF, 0]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 8 : 60);
    cases.push([matrix(rng, n, rng.pick([0.05, 0.2, 0.6, 1]), rng.bool())]);
  }
  return cases;
}

export function large(rng) {
  const chain = Array.from({ length: 100 }, (_, i) => Array.from({ length: 100 }, (_, j) => (i === j ? 0 : j === i + 1 ? -1000 : j === i - 1 ? 1000 : INF)));
  return [[matrix(rng, 100, 1, true)], [matrix(rng, 100, 0.05, true)], [chain]];
}
