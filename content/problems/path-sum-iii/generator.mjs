import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const BIG = 1000000000;

export default function generate(rng) {
  const cases = [
    [[], 5],
    [[0], 0],
    [[BIG], -1000],
    [[-BIG, BIG], 0],
    [[BIG, BIG, null, -BIG], 1000],
    [[1000000000, 1000000000, null, 294967296, null, 1000000000, null, 1000000000, null, 1000000000], 0],
    [toLevelOrder(chainRoot(60, () => 0, 'left')), 0],
    [toLevelOrder(chainRoot(40, () => 1, 'zigzag')), 3],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 15 : 1000);
    const small = rng.bool();
    const val = small ? () => rng.int(-3, 3) : () => rng.int(-BIG, BIG);
    const root = (rng.bool() ? randomRoot : walkRoot)(rng, n, val);
    cases.push([toLevelOrder(root), small ? rng.int(-4, 4) : rng.int(-1000, 1000)]);
  }
  return cases;
}

export function large(rng) {
  return [
    [toLevelOrder(chainRoot(1000, () => 0, 'right')), 0],
    [toLevelOrder(chainRoot(1000, (i) => (i % 2 ? -1 : 1), 'zigzag')), 1],
    [toLevelOrder(walkRoot(rng, 1000, () => rng.int(-2, 2))), 0],
  ];
}
