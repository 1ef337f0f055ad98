import { balancedBst, chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const HI = 1000000000;

function bst(rng, n, shape) {
  const vals = distinctValues(rng, n, 1, HI);
  if (shape === 'random') return toLevelOrder(insertBst(vals));
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'balanced') return toLevelOrder(balancedBst(sorted));
  const order = shape === 'right' ? sorted : sorted.reverse();
  return toLevelOrder(chainRoot(n, (i) => order[i], shape));
}

export default function generate(rng) {
  const cases = [[[]], [[1]], [[HI]], [[HI, 1]], [[1, null, HI]], [[8, 4, 12, 2, 6, 10, 14]], [[8, 4, 12, null, 6, 10, 14]]];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 26) cases.push([bst(rng, rng.int(1, rng.bool() ? 15 : 2000), rng.pick(shapes))]);
  return cases;
}

export function large(rng) {
  return [[bst(rng, 100000, 'left')], [bst(rng, 100000, 'right')], [bst(rng, 100000, 'random')]];
}
