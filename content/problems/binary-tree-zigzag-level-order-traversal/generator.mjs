import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

// LeetCode 103: 0 to 2000 nodes, values in [-100, 100].
export default function generate(rng) {
  const val = () => rng.int(-100, 100);
  const cases = [
    [[-100]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 3, 4, null, null, 5]],
    [[100, -100, 100, -100, 100, -100, 100]],
    [toLevelOrder(completeRoot(31, (i) => i))],
    [toLevelOrder(chainRoot(600, val, 'zigzag'))],
    [toLevelOrder(chainRoot(300, val, 'left'))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  const val = () => rng.int(-100, 100);
  return [[toLevelOrder(completeRoot(2000, val))], [toLevelOrder(randomRoot(rng, 2000, val))], [toLevelOrder(chainRoot(2000, val, 'right'))]];
}
