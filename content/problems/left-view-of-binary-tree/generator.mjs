import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 100000;

export default function generate(rng) {
  const val = () => rng.int(0, MAXV);
  const cases = [
    [[]],
    [[0]],
    [[MAXV]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 3]],
    [[1, 2, 3, null, null, 4, 5, null, null, 6]],
    [[1, 2, 3, null, 4, null, 5, null, null, 6]],
    [toLevelOrder(chainRoot(40, val, 'right'))],
    [toLevelOrder(chainRoot(40, val, 'zigzag'))],
    [Array.from({ length: 31 }, (_, i) => i)],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

export function large(rng) {
  const val = () => rng.int(0, MAXV);
  return [
    [toLevelOrder(chainRoot(100000, val, 'right'))],
    [toLevelOrder(chainRoot(100000, val, 'zigzag'))],
    [toLevelOrder(walkRoot(rng, 100000, val))],
    [toLevelOrder(randomRoot(rng, 100000, val))],
  ];
}
