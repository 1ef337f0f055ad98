import { balancedBst, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const V = 10000;
function bst(rng, n, lo, hi, shape) {
  const vals = distinctValues(rng, n, lo, hi);
  if (shape === 'balanced') return toLevelOrder(balancedBst([...vals].sort((a, b) => a - b)));
  if (shape === 'sorted') return toLevelOrder(insertBst([...vals].sort((a, b) => a - b)));
  return toLevelOrder(insertBst(vals));
}
// LeetCode 653: 1 to 10^4 nodes, values in [-10^4, 10^4], k in [-10^5, 10^5].
export default function generate(rng) {
  const cases = [
    [[1], 2],
    [[1], 1],
    [[-V], -100000],
    [[V], 100000],
    [[0, -1, 1], 0],
    [[0, -V, V], 0],
    [[V, V - 1], 2 * V - 1],
    [[-V, null, -V + 1], -2 * V + 1],
    [[2, 1, 3], 4],
    [[2, 1, 3], 6],
    [bst(rng, 1500, -V, V, 'sorted'), 100000],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const span = rng.pick([n + 5, V]);
    const root = bst(rng, n, -Math.min(span, V), Math.min(span, V), rng.pick(['random', 'balanced']));
    const present = root.filter((x) => x !== null);
    const k = rng.bool() && present.length > 1 ? rng.pick(present) + rng.pick(present) : rng.int(-2 * V, 2 * V);
    cases.push([root, k]);
  }
  return cases;
}

// 10^4 nodes where no pair hits k: every method scans the whole tree.
export function large(rng) {
  const evens = Array.from({ length: 10000 }, (_, i) => -V + 2 * i);
  return [
    [toLevelOrder(balancedBst(evens)), 1],
    [toLevelOrder(insertBst(rng.shuffle(evens))), -1],
    [bst(rng, 10000, -V, V, 'random'), 2 * V + 1],
  ];
}
