import { chainRoot, distinctValues, insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

const M = 100000;

function lopsided(rng, n, shape) {
  const vals = distinctValues(rng, n, 1, M);
  if (shape === 'random') return toLevelOrder(insertBst(vals));
  const sorted = [...vals].sort((a, b) => a - b);
  if (shape === 'zigzag') {
    // alternately the smallest and the largest remaining key: a zigzag path
    const order = [];
    for (let lo = 0, hi = n - 1; lo <= hi; ) order.push(order.length % 2 ? sorted[hi--] : sorted[lo++]);
    return toLevelOrder(insertBst(order));
  }
  const order = shape === 'right' ? sorted : sorted.reverse();
  return toLevelOrder(chainRoot(n, (i) => order[i], shape));
}

export default function generate(rng) {
  const cases = [[[1]], [[M]], [[1, null, M]], [[M, 1]], [[3, 1, null, null, 2]], [[1, null, 2, null, 3, null, 4, null, 5]]];
  const shapes = ['random', 'right', 'left', 'zigzag'];
  while (cases.length < 28) cases.push([lopsided(rng, rng.int(1, rng.bool() ? 15 : 1500), rng.pick(shapes))]);
  return cases;
}

export function large(rng) {
  return [[lopsided(rng, 10000, 'right')], [lopsided(rng, 10000, 'left')], [lopsided(rng, 10000, 'random')]];
}
