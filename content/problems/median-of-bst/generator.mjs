import { balancedBst, chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

function bst(rng, n, shape, lo, hi) {
  const vals = distinctValues(rng, n, lo, hi);
  if (shape === 'random') return toLevelOrder(insertBst(vals));
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'balanced') return toLevelOrder(balancedBst(sorted));
  const order = shape === 'right' ? sorted : sorted.reverse();
  return toLevelOrder(chainRoot(n, (i) => order[i], shape));
}

const HI = 1000000000;

export default function generate(rng) {
  const cases = [[[1]], [[HI]], [[HI, 1]], [[HI - 1, null, HI]], [[2, 1, 3]], [[4, 2, 6, 1, 3, 5, 7, null, null, null, null, null, null, null, 8]]];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 30) cases.push([bst(rng, rng.int(1, rng.bool() ? 15 : 2000), rng.pick(shapes), 1, HI)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[bst(rng, n, 'left', 1, HI)], [bst(rng, n - 1, 'right', 1, HI)], [bst(rng, n, 'random', 1, HI)]];
}
