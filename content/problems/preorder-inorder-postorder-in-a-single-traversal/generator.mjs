import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 100000;

export default function generate(rng) {
  const val = () => rng.int(1, MAXV);
  const cases = [
    [[1]],
    [[MAXV]],
    [[1, 2]],
    [[1, null, 2]],
    [[2, 1, 3]],
    [[1, 2, 3, null, 4, 5]],
    [[5, 5, 5, 5, null, null, 5]],
    [toLevelOrder(chainRoot(25, val, 'left'))],
    [toLevelOrder(chainRoot(25, val, 'right'))],
    [toLevelOrder(chainRoot(25, val, 'zigzag'))],
    [toLevelOrder(completeRoot(31, (i) => i + 1))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 1500);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  const val = () => rng.int(1, MAXV);
  return [
    [toLevelOrder(chainRoot(30000, val, 'zigzag'))],
    [toLevelOrder(walkRoot(rng, 30000, val))],
    [toLevelOrder(randomRoot(rng, 30000, val))],
  ];
}
