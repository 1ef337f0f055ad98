import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 10000;

export default function generate(rng) {
  const val = () => rng.int(-MAXV, MAXV);
  const cases = [
    [[MAXV]],
    [[-MAXV, MAXV]],
    [[0, null, -MAXV]],
    [[1, 2, 3]],
    [[-1, -2, -3, -4, -5]],
    [[5, 0, 0, 0, 0, 0, 0]],
    [toLevelOrder(chainRoot(40, val, 'zigzag'))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 1200);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  return [
    [toLevelOrder(chainRoot(10000, () => MAXV, 'left'))],
    [toLevelOrder(chainRoot(10000, () => rng.int(-MAXV, MAXV), 'zigzag'))],
    [toLevelOrder(walkRoot(rng, 10000, () => rng.int(-MAXV, MAXV)))],
  ];
}
