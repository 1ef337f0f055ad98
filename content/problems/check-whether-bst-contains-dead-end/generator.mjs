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
  const cases = [
    [[1]],
    [[HI]],
    [[2, 1]],
    [[1, null, 2]],
    [[3, 1, null, null, 2]],
    [[3, 2, null, 1]],
    [[HI, HI - 2, null, null, HI - 1]],
    [[10, 5, 20, 3, 7, 15, 25]],
  ];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const dense = rng.bool();
    cases.push([bst(rng, n, rng.pick(shapes), dense ? 1 : rng.int(1, HI / 2), dense ? n + rng.int(0, 3) : HI)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [bst(rng, n, 'random', 1, HI)],
    [bst(rng, n, 'right', 2, HI)],
    [bst(rng, n, 'left', HI - n + 1, HI)],
    [bst(rng, n, 'random', 1, n + 20)],
  ];
}
