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

/** A query near the tree's values: one of them, just beside one, or anywhere. */
function query(rng, vals) {
  const v = rng.pick(vals);
  const k = rng.int(0, 3);
  const x = k === 0 ? v : k === 1 ? v - 1 : k === 2 ? v + 1 : rng.int(LO, HI);
  return Math.min(HI, Math.max(LO, x));
}

export default function generate(rng) {
  const cases = [
    [[5], 5],
    [[5], 4],
    [[5], 6],
    [[1], 1],
    [[HI], HI],
    [[HI], 1],
    [[2, 1, 3], 1000000000],
    [[8, 4, 12, 2, 6, 10, 14], 11],
    [[8, 4, 12, 2, 6, 10, 14], 1],
    [[8, 4, 12, 2, 6, 10, 14], 7],
  ];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const { vals, tree } = bst(rng, n, rng.pick(shapes));
    cases.push([tree, query(rng, vals)]);
  }
  return cases;
}

export function large(rng) {
  const out = [];
  for (const shape of ['right', 'left', 'balanced', 'random']) {
    const { vals, tree } = bst(rng, 100000, shape);
    out.push([tree, query(rng, vals)]);
  }
  return out;
}
