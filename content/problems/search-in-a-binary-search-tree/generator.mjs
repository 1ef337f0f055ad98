import { balancedBst, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const MAX = 1e7;
// LeetCode 700: 1 to 5000 nodes, values and val in [1, 10^7].
export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1], MAX],
    [[MAX], MAX],
    [[2, 1, 3], 3],
    [[2, 1, 3], 4],
    [[5, 3, 8, 1, 4, 7, 9], 3],
    [toLevelOrder(insertBst(Array.from({ length: 800 }, (_, i) => i + 1))), 800],
    [toLevelOrder(insertBst(Array.from({ length: 800 }, (_, i) => MAX - i))), MAX - 400],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 5000);
    const values = distinctValues(rng, n, 1, rng.pick([n + 10, MAX]));
    const root = rng.bool() ? insertBst(values) : balancedBst([...values].sort((a, b) => a - b));
    const val = rng.bool() ? rng.pick(values) : rng.int(1, MAX);
    cases.push([toLevelOrder(root), val]);
  }
  return cases;
}

export function large(rng) {
  const values = distinctValues(rng, 5000, 1, MAX);
  const sorted = [...values].sort((a, b) => a - b);
  return [[toLevelOrder(balancedBst(sorted)), sorted[0]], [toLevelOrder(insertBst(values)), sorted[2500]], [toLevelOrder(balancedBst(sorted)), MAX]];
}
