import { balancedBst, chainRoot, distinctValues, insertBst, randomRoot, toLevelOrder } from '../_lib/tree-shapes.mjs';

const V = 40000;
// LeetCode 1373: 1 to 4 * 10^4 nodes, values in [-4 * 10^4, 4 * 10^4].
export default function generate(rng) {
  const val = () => rng.int(-V, V);
  const cases = [
    [[-V]],
    [[V]],
    [[0]],
    [[1, 1]],
    [[1, null, 1]],
    [[2, 1, 3]],
    [[5, 4, 8, 3, null, 6, 3]],
    [[-1, -2, 0]],
    [[10, 5, 15, 1, 8, null, 7]],
    [toLevelOrder(balancedBst(Array.from({ length: 2000 }, (_, i) => V - 2000 + i)))],
    [toLevelOrder(chainRoot(2000, (i) => V - i, 'left'))],
    [toLevelOrder(chainRoot(2000, (i) => -V + i, 'right'))],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    const kind = rng.pick(['random', 'bst', 'almost']);
    if (kind === 'random') cases.push([toLevelOrder(randomRoot(rng, n, rng.bool() ? val : () => rng.int(-5, 5)))]);
    else {
      const vals = distinctValues(rng, n, -V, V);
      const lo = toLevelOrder(insertBst(vals));
      if (kind === 'almost') {
        // one value replaced at random usually breaks the search-tree property somewhere
        const i = rng.int(0, lo.length - 1);
        if (lo[i] !== null) lo[i] = rng.int(-V, V);
      }
      cases.push([lo]);
    }
  }
  return cases;
}

// 4 * 10^4-node paths: checking every subtree separately costs n^2 / 2.
export function large(rng) {
  const n = 40000;
  return [
    [toLevelOrder(chainRoot(n, (i) => V - 2 * i, 'left'))],
    [toLevelOrder(chainRoot(n, (i) => -V + 2 * i, 'right'))],
    [toLevelOrder(insertBst(distinctValues(rng, n, -V, V)))],
  ];
}
