import { directedEdges } from '../_lib/graph-shapes.mjs';

/** Random weights on top of a hidden potential: w = p[v] - p[u] + slack keeps every cycle non-negative. */
function noNegative(rng, n, E, maxSlack) {
  const p = rng.intArray(n, -300, 300);
  return directedEdges(rng, n, E, 0, 0).map(([u, v]) => {
    const w = p[v] - p[u] + rng.int(0, maxSlack);
    return [u, v, Math.max(-1000, Math.min(1000, w))];
  });
}

/** Like noNegative but clamping may break it; then plant one short cycle of total weight -1. */
function withNegative(rng, n, E) {
  const edges = noNegative(rng, n, E, 50);
  const k = rng.int(2, Math.min(n, 6));
  const cyc = rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, k);
  const planted = new Map();
  let total = 0;
  for (let i = 0; i < k; i++) {
    const w = i + 1 < k ? rng.int(-200, 200) : 0;
    planted.set(`${cyc[i]},${cyc[(i + 1) % k]}`, w);
    total += w;
  }
  planted.set(`${cyc[k - 1]},${cyc[0]}`, -1 - (total - planted.get(`${cyc[k - 1]},${cyc[0]}`)));
  const kept = edges.filter(([u, v]) => !planted.has(`${u},${v}`));
  for (const [key, w] of planted) {
    const [u, v] = key.split(',').map(Number);
    kept.push([u, v, Math.max(-1000, Math.min(1000, w))]);
  }
  return rng.shuffle(kept);
}

export default function generate(rng) {
  const cases = [
    [2, [[0, 1, -1000]]],
    [2, [[0, 1, -5], [1, 0, 5]]],
    [2, [[0, 1, -5], [1, 0, 4]]],
    [3, [[0, 1, 1000], [1, 2, 1000], [2, 0, -1000]]],
    [3, [[0, 1, -1000], [1, 2, -1000], [2, 0, 1000]]],
    [4, [[1, 2, 1], [2, 3, 1], [3, 1, -3]]],
    [5, [[0, 1, -1], [1, 2, -1], [2, 3, -1], [3, 4, -1]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 8 : 100);
    const E = rng.int(1, Math.min(n * (n - 1), rng.bool() ? 3 * n : 2000));
    cases.push([n, rng.bool() ? noNegative(rng, n, E, rng.pick([0, 5, 100])) : withNegative(rng, n, E)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100;
  // a long chain listed backwards: every round improves one more vertex
  const chain = [];
  for (let i = n - 2; i >= 0; i--) chain.push([i, i + 1, -1000]);
  const full = noNegative(rng, n, n * (n - 1), 0);
  return [[n, chain], [n, full], [n, withNegative(rng, n, 9900)], [n, noNegative(rng, n, 9900, 3)]];
}
