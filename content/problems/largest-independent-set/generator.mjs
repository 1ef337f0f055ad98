import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

// 1 <= nodes <= 10^5, 1 <= Node.val <= 10^5. tests.json keeps paths short enough for the plain recursion.
export default function generate(rng) {
  const val = () => rng.int(1, 100000);
  const cases = [
    [[1]],
    [[100000]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 3, 4, 5, 6, 7]],
    [toLevelOrder(chainRoot(25, val, 'left'))],
    [toLevelOrder(chainRoot(26, val, 'zigzag'))],
    [toLevelOrder(completeRoot(2000, val))],
    [toLevelOrder(randomRoot(rng, 2000, val))],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.pick([10, 60, 500]));
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

// 10^5 nodes, deep shapes: the include/exclude recursion re-solves subtrees exponentially often.
export function large(rng) {
  const val = () => rng.int(1, 100000);
  return [
    [toLevelOrder(chainRoot(100000, val, 'left'))],
    [toLevelOrder(chainRoot(100000, val, 'zigzag'))],
    [toLevelOrder(walkRoot(rng, 100000, val))],
    [toLevelOrder(completeRoot(100000, val))],
  ];
}
