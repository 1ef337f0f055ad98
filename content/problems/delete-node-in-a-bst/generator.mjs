import { balancedBst, chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const M = 100000;

function bst(rng, n, shape) {
  const vals = distinctValues(rng, n, -M, M);
  if (shape === 'random') return { vals, tree: toLevelOrder(insertBst(vals)) };
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'balanced') return { vals, tree: toLevelOrder(balancedBst(sorted)) };
  const order = shape === 'right' ? sorted : sorted.reverse();
  return { vals, tree: toLevelOrder(chainRoot(n, (i) => order[i], shape)) };
}

function del(rng, n, shape) {
  const { vals, tree } = bst(rng, n, shape);
  const key = rng.int(0, 4) === 0 ? rng.int(-M, M) : shape === 'balanced' && rng.bool() ? tree[0] : rng.pick(vals);
  return [tree, key];
}

export default function generate(rng) {
  const cases = [
    [[], -M],
    [[0], 0],
    [[M], M],
    [[-M], 5],
    [[2, 1, 3], 2],
    [[2, 1, 3], 1],
    [[2, null, 3], 2],
    [[2, 1], 2],
    [[8, 4, 12, 2, 6, 10, 14, null, null, 5, 7], 4],
    [[8, 4, 12, 2, 6, 10, 14, null, null, 5, 7], 8],
  ];
  const shapes = ['random', 'balanced', 'right', 'left'];
  while (cases.length < 34) cases.push(del(rng, rng.int(1, rng.bool() ? 15 : 1500), rng.pick(shapes)));
  return cases;
}

export function large(rng) {
  const n = 10000;
  const right = bst(rng, n, 'right');
  const sorted = [...right.vals].sort((a, b) => a - b);
  return [
    [right.tree, sorted[n - 1]],
    [right.tree, sorted[0]],
    del(rng, n, 'balanced'),
    del(rng, n, 'random'),
  ];
}
