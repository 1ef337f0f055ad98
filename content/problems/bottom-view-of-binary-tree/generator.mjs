import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 100000;

export default function generate(rng) {
  const val = () => rng.int(1, MAXV);
  const cases = [
    [[1]],
    [[MAXV]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 3, null, 4, 5]],
    [[1, 2, 3, null, 4, null, null, null, 5, null, 6]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
    [[5, 3, 8, null, 4, 7, null, null, 6, 2]],
    [toLevelOrder(chainRoot(30, val, 'left'))],
    [toLevelOrder(chainRoot(30, val, 'right'))],
    [toLevelOrder(chainRoot(30, val, 'zigzag'))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  const val = () => rng.int(1, MAXV);
  return [
    [toLevelOrder(chainRoot(100000, val, 'left'))],
    [toLevelOrder(chainRoot(100000, val, 'zigzag'))],
    [toLevelOrder(walkRoot(rng, 100000, val))],
    [toLevelOrder(randomRoot(rng, 100000, val))],
  ];
}
