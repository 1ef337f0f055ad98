import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 10000;

export default function generate(rng) {
  const val = () => rng.int(1, MAXV);
  const cases = [
    [[1]],
    [[MAXV]],
    [[1, 2, 3]],
    [[1, 3, 2]],
    [[1, 100, 1, null, null, 1]],
    [[5, 1, 1, 1, null, null, 1]],
    [toLevelOrder(completeRoot(63, () => rng.int(1, 3)))],
    [toLevelOrder(chainRoot(50, val, 'zigzag'))],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    const v = rng.bool() ? val : () => rng.int(1, 3);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, v))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [toLevelOrder(chainRoot(n, () => MAXV, 'right'))],
    [toLevelOrder(walkRoot(rng, n, () => rng.int(1, MAXV)))],
    [toLevelOrder(completeRoot(n, () => rng.int(1, 5)))],
  ];
}
