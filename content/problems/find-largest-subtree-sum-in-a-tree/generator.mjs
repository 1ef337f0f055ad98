import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 10000;

export default function generate(rng) {
  const val = () => rng.int(-MAXV, MAXV);
  const cases = [
    [[MAXV]],
    [[-MAXV]],
    [[-MAXV, -MAXV, -MAXV]],
    [[0, -1, -1]],
    [[-1, 5, null, -10, 20]],
    [[5, -10, -10, 3, 3, 3, 3]],
    [toLevelOrder(chainRoot(50, () => -1, 'left'))],
    [toLevelOrder(chainRoot(50, val, 'zigzag'))],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const v = rng.bool() ? val : () => rng.int(-100, 60);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, v))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [toLevelOrder(chainRoot(n, () => rng.int(-MAXV, MAXV), 'left'))],
    [toLevelOrder(chainRoot(n, () => rng.int(-99, 99), 'zigzag'))],
    [toLevelOrder(walkRoot(rng, n, () => rng.int(-MAXV, MAXV)))],
  ];
}
