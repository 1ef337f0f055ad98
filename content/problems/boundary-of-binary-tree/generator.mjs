import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

export default function generate(rng) {
  const val = () => rng.int(-1000, 1000);
  const cases = [
    [[1000]],
    [[-1000, 1000]],
    [[1, null, 2]],
    [[1, 2, 3]],
    [[1, 2, null, 3, 4]],
    [[1, null, 2, null, 3, 4]],
    [[1, 2, 3, null, 5, 6]],
    [[1, 2, 3, 4, null, null, 5, null, 6, 7]],
    [toLevelOrder(chainRoot(20, val, 'left'))],
    [toLevelOrder(chainRoot(20, val, 'right'))],
    [toLevelOrder(chainRoot(20, val, 'zigzag'))],
    [toLevelOrder(completeRoot(31, (i) => i))],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  const val = () => rng.int(-1000, 1000);
  return [
    [toLevelOrder(chainRoot(10000, val, 'zigzag'))],
    [toLevelOrder(chainRoot(10000, val, 'right'))],
    [toLevelOrder(walkRoot(rng, 10000, val))],
    [toLevelOrder(randomRoot(rng, 10000, val))],
  ];
}
