import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

// LeetCode 114: 0 to 2000 nodes, values in [-100, 100].
export default function generate(rng) {
  const val = () => rng.int(-100, 100);
  const cases = [
    [[-100]],
    [[100, 1]],
    [[1, null, 2]],
    [[1, 2, 3]],
    [[1, 2, null, 3, null, 4]],
    [[5, 5, 5, 5, 5, 5, 5]],
    [toLevelOrder(chainRoot(700, val, 'left'))],
    [toLevelOrder(chainRoot(700, val, 'zigzag'))],
    [toLevelOrder(chainRoot(300, val, 'right'))],
    [toLevelOrder(completeRoot(255, val))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  const val = () => rng.int(-100, 100);
  return [[toLevelOrder(chainRoot(2000, val, 'left'))], [toLevelOrder(completeRoot(2000, val))], [toLevelOrder(walkRoot(rng, 2000, val))]];
}
