import { chainRoot, distinctValues, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 100000;

/** A tree with distinct values and a target: the deepest node (ties: the last one met), or a random one. */
function make(rng, n, shape, deepest) {
  const vals = distinctValues(rng, n, 1, MAXV);
  const val = (i) => vals[i];
  const root =
    shape === 'random' ? randomRoot(rng, n, val) : shape === 'walk' ? walkRoot(rng, n, val) : chainRoot(n, val, shape);
  let target = rng.pick(vals);
  if (deepest) {
    let best = -1;
    const stack = [[root, 0]];
    while (stack.length) {
      const [node, d] = stack.pop();
      if (d >= best) {
        best = d;
        target = node.val;
      }
      if (node.left) stack.push([node.left, d + 1]);
      if (node.right) stack.push([node.right, d + 1]);
    }
  }
  return [toLevelOrder(root), target];
}

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[MAXV], MAXV],
    [[1, MAXV], MAXV],
    [[2, null, 1], 1],
    [[1, 2, 3, 4, 5, 6, 7], 7],
    [[1, 2, 3, 4, 5, 6, 7], 4],
    [[1, 2, 3, null, 4, null, null, 5], 5],
    make(rng, 30, 'left', true),
    make(rng, 30, 'zigzag', true),
  ];
  const shapes = ['random', 'walk'];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    cases.push(make(rng, n, rng.pick(shapes), rng.bool()));
  }
  return cases;
}

export function large(rng) {
  return [
    make(rng, 100000, 'right', true),
    make(rng, 100000, 'zigzag', true),
    make(rng, 100000, 'walk', true),
    make(rng, 100000, 'random', false),
  ];
}
