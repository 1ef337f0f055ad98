import { balancedBst, chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const MAXV = 1000000;

function bst(rng, n, shape, lo = 1, hi = MAXV) {
  const vals = distinctValues(rng, n, lo, hi);
  if (shape === 'random') return { vals, tree: toLevelOrder(insertBst(vals)) };
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'balanced') return { vals, tree: toLevelOrder(balancedBst(sorted)) };
  const order = shape === 'right' ? sorted : sorted.reverse();
  return { vals, tree: toLevelOrder(chainRoot(n, (i) => order[i], shape)) };
}

function pairCase(rng, n1, n2, s1, s2, hi = MAXV) {
  const a = bst(rng, n1, s1, 1, hi);
  const b = bst(rng, n2, s2, 1, hi);
  const x = rng.bool() ? rng.pick(a.vals) + rng.pick(b.vals) : rng.int(1, 2 * hi);
  return [a.tree, b.tree, x];
}

export default function generate(rng) {
  const cases = [
    [[1], [1], 2],
    [[1], [1], 1],
    [[MAXV], [MAXV], 2 * MAXV],
    [[2, 1, 3], [2, 1, 3], 4],
    [[1, null, 2, null, 3], [3, 2, null, 1], 4],
    [[4, 2, 6, 1, 3, 5, 7], [4, 2, 6, 1, 3, 5, 7], 8],
  ];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 30) {
    const small = rng.bool();
    const n1 = rng.int(1, small ? 12 : 1200);
    const n2 = rng.int(1, small ? 12 : 1200);
    cases.push(pairCase(rng, n1, n2, rng.pick(shapes), rng.pick(shapes), small ? 30 : rng.pick([5000, MAXV])));
  }
  return cases;
}

/** Two 10^5-key trees; the second is a path, so per-key searches in it take O(n). */
export function large(rng) {
  const n = 100000;
  const evens = Array.from({ length: n }, (_, i) => 2 * (i + 1));
  const odds = Array.from({ length: n }, (_, i) => 2 * i + 1);
  return [
    [toLevelOrder(balancedBst(evens)), toLevelOrder(chainRoot(n, (i) => odds[i], 'right')), 2 * n + 1],
    pairCase(rng, n, n, 'random', 'left'),
    [toLevelOrder(chainRoot(n, (i) => odds[n - 1 - i], 'left')), toLevelOrder(chainRoot(n, (i) => evens[i], 'right')), 2 * MAXV],
  ];
}
