import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

// LeetCode: 0 to 100 nodes, values in [-100, 100].
export default function generate(rng) {
  const val = () => rng.int(-100, 100);
  const cases = [
    [[]],
    [[-100]],
    [[100, 1]],
    [[1, null, -1]],
    [[0, 0, 0, 0, 0, 0, 0]],
    [toLevelOrder(chainRoot(100, val, 'left'))],
    [toLevelOrder(chainRoot(100, val, 'right'))],
    [toLevelOrder(chainRoot(100, val, 'zigzag'))],
    [toLevelOrder(completeRoot(100, (i) => i - 50))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 100);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  return [[toLevelOrder(walkRoot(rng, 100, () => rng.int(-100, 100)))], [toLevelOrder(completeRoot(100, (i) => (i % 2 ? 100 : -100)))]];
}
