import { chainRoot, distinctValues, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const HI = 1000000000;

function tree(rng, n, shape) {
  const vals = distinctValues(rng, n, 1, HI);
  const val = (i) => vals[i];
  if (shape === 'random') return toLevelOrder(randomRoot(rng, n, val));
  if (shape === 'walk') return toLevelOrder(walkRoot(rng, n, val));
  return toLevelOrder(chainRoot(n, val, shape));
}

export default function generate(rng) {
  const cases = [[[1]], [[HI]], [[1, HI]], [[HI, null, 1]], [[2, 1, 3]], [[3, 2, 1]], [[1, 2, 3, 4, 5, 6, 7]]];
  const shapes = ['random', 'walk', 'left', 'right', 'zigzag'];
  while (cases.length < 28) cases.push([tree(rng, rng.int(1, rng.bool() ? 15 : 1500), rng.pick(shapes))]);
  return cases;
}

export function large(rng) {
  return [[tree(rng, 10000, 'zigzag')], [tree(rng, 10000, 'walk')], [tree(rng, 10000, 'random')]];
}
