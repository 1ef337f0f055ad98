import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

// LeetCode 987: 1 to 1000 nodes, values in [0, 1000].
export default function generate(rng) {
  const val = () => rng.int(0, 1000);
  const cases = [
    [[0]],
    [[1000]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 3, null, 9, 8]],
    [[1, 2, 3, null, 5, 5]],
    [[0, 1, 1, 2, 2, 2, 2]],
    [toLevelOrder(completeRoot(127, () => rng.int(0, 3)))],
    [toLevelOrder(chainRoot(1000, val, 'zigzag'))],
    [toLevelOrder(chainRoot(500, val, 'left'))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 1000);
    const v = rng.bool() ? val : () => rng.int(0, 5);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, v))]);
  }
  return cases;
}

export function large(rng) {
  return [[toLevelOrder(completeRoot(1000, () => rng.int(0, 1000)))], [toLevelOrder(randomRoot(rng, 1000, () => rng.int(0, 2)))]];
}
