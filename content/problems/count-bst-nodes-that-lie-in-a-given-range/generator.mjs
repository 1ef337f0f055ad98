import { balancedBst, chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const HI = 1000000000;

function bst(rng, n, shape) {
  const vals = distinctValues(rng, n, 1, HI);
  if (shape === 'random') return { vals, tree: toLevelOrder(insertBst(vals)) };
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'balanced') return { vals, tree: toLevelOrder(balancedBst(sorted)) };
  const order = shape === 'right' ? sorted : sorted.reverse();
  return { vals, tree: toLevelOrder(chainRoot(n, (i) => order[i], shape)) };
}

function rangeCase(rng, n, shape) {
  const { vals, tree } = bst(rng, n, shape);
  let a = rng.bool() ? rng.pick(vals) : rng.int(1, HI);
  let b = rng.bool() ? rng.pick(vals) : rng.int(1, HI);
  if (a > b) [a, b] = [b, a];
  return [tree, a, b];
}

export default function generate(rng) {
  const cases = [
    [[1], 1, 1],
    [[HI], 1, HI],
    [[HI], HI, HI],
    [[5], 1, 4],
    [[2, 1, 3], 2, 2],
    [[8, 4, 12, 2, 6, 10, 14], 5, 11],
    [[8, 4, 12, 2, 6, 10, 14], 15, HI],
  ];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 30) cases.push(rangeCase(rng, rng.int(1, rng.bool() ? 15 : 2000), rng.pick(shapes)));
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [bst(rng, n, 'right').tree, 1, HI],
    [bst(rng, n, 'left').tree, 1, HI],
    rangeCase(rng, n, 'random'),
    rangeCase(rng, n, 'balanced'),
  ];
}
