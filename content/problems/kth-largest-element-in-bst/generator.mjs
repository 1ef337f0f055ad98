import { balancedBst, chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const LO = 1;
const HI = 1000000000;

/** A BST of n distinct values from [LO, HI] shaped as 'random', 'balanced', 'right' (increasing chain) or 'left'. */
function bst(rng, n, shape, lo = LO, hi = HI) {
  const vals = distinctValues(rng, n, lo, hi);
  if (shape === 'random') return { vals, tree: toLevelOrder(insertBst(vals)) };
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'balanced') return { vals, tree: toLevelOrder(balancedBst(sorted)) };
  const order = shape === 'right' ? sorted : sorted.reverse();
  return { vals, tree: toLevelOrder(chainRoot(n, (i) => order[i], shape)) };
}

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[HI], 1],
    [[2, 1], 1],
    [[2, 1], 2],
    [[1, null, HI], 2],
    [[8, 4, 12, 2, 6, 10, 14], 1],
    [[8, 4, 12, 2, 6, 10, 14], 4],
    [[8, 4, 12, 2, 6, 10, 14], 7],
  ];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const { tree } = bst(rng, n, rng.pick(shapes));
    const k = rng.bool() ? rng.int(1, n) : rng.pick([1, n, Math.ceil(n / 2)]);
    cases.push([tree, k]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [bst(rng, n, 'left').tree, n],
    [bst(rng, n, 'right').tree, n],
    [bst(rng, n, 'balanced').tree, rng.int(n - 100, n)],
    [bst(rng, n, 'random').tree, rng.int(1, n)],
  ];
}
