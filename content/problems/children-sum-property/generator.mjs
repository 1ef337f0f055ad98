import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 1000000000;

/** Makes the tree satisfy the property: leaves keep their values, every parent becomes the sum of its children. */
function fix(root) {
  const order = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    order.push(n);
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i];
    if (n.left || n.right) n.val = (n.left ? n.left.val : 0) + (n.right ? n.right.val : 0);
  }
  return order;
}

/** A valid tree, then (when broken) one node's value moved by 1. */
function make(rng, root, broken) {
  const order = fix(root);
  const inner = order.filter((x) => x.left || x.right);
  if (broken && inner.length) {
    const n = rng.pick(inner);
    n.val += n.val > 1 && rng.bool() ? -1 : 1;
  }
  return [toLevelOrder(root)];
}

export default function generate(rng) {
  const leaf = () => rng.int(1, 1000);
  const cases = [
    [[1]],
    [[MAXV]],
    [[MAXV, MAXV]],
    [[MAXV, null, MAXV]],
    [[MAXV, MAXV - 1, 1]],
    [[MAXV, MAXV, 1]],
    [[2, 1]],
    [[3, 1, 1]],
    [[2, 1, 1, 1]],
    [[4, 2, 2, 1, 1, 1, 1]],
    [[4, 2, 2, 1, 1, 1, 2]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 12 : 3000);
    const root = (rng.bool() ? randomRoot : walkRoot)(rng, n, leaf);
    cases.push(make(rng, root, rng.bool()));
  }
  return cases;
}

export function large(rng) {
  const leaf = () => rng.int(1, 10000);
  return [
    make(rng, chainRoot(100000, leaf, 'zigzag'), false),
    make(rng, randomRoot(rng, 100000, leaf), false),
    make(rng, walkRoot(rng, 100000, leaf), true),
  ];
}
