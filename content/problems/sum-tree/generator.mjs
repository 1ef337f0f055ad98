import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 1000000000;

function postorder(root) {
  const order = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    order.push(n);
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  return order.reverse();
}

/** Makes the tree a sum tree (leaves keep their values); values that would exceed MAXV make the leaves zero. */
function fix(root) {
  const total = new Map();
  for (const n of postorder(root)) {
    if (n.left || n.right) n.val = (n.left ? total.get(n.left) : 0) + (n.right ? total.get(n.right) : 0);
    total.set(n, n.left || n.right ? 2 * n.val : n.val);
  }
  return total.get(root) <= 2 * MAXV;
}

/** A sum tree on the given shape (leaf values from `leaf`), optionally broken at one node chosen by `pick`. */
function make(rng, root, leaf, broken, pick = 'any') {
  const nodes = postorder(root);
  for (const n of nodes) if (!n.left && !n.right) n.val = leaf();
  if (!fix(root)) {
    for (const n of nodes) if (!n.left && !n.right) n.val = 0;
    fix(root);
  }
  if (broken) {
    const inner = nodes.filter((n) => n.left || n.right);
    const target = inner.length ? (pick === 'deepest' ? inner[0] : rng.pick(inner)) : nodes[0];
    target.val = target.val > 0 ? target.val - 1 : 1;
  }
  return [toLevelOrder(root)];
}

/** Zero chain of n-3 nodes hanging left under a small non-zero top, so every level must be checked. */
function zeroChain(n) {
  const chain = chainRoot(n - 3, () => 0, 'left');
  const top = { val: 0, left: chain, right: { val: 5, left: null, right: null } };
  top.val = 5;
  return { val: 10, left: top, right: null };
}

export default function generate(rng) {
  const small = () => rng.int(0, 20);
  const cases = [
    [[0]],
    [[MAXV]],
    [[MAXV, MAXV]],
    [[MAXV, 0, MAXV]],
    [[MAXV, 1, MAXV]],
    [[0, 0, 0]],
    [[1, 0, 0]],
    [[4, 2, null, 1, 1]],
    [[4, 2, null, 1, 1, 0, 0]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const root = (rng.bool() ? randomRoot : walkRoot)(rng, n, () => 0);
    cases.push(make(rng, root, small, rng.bool()));
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const broken = zeroChain(n);
  let deepest = broken;
  while (deepest.left) deepest = deepest.left;
  deepest.val = 1;
  return [
    [toLevelOrder(zeroChain(n))],
    [toLevelOrder(broken)],
    make(rng, walkRoot(rng, n, () => 0), () => rng.int(0, 3), false),
    make(rng, chainRoot(n, () => 0, 'zigzag'), () => 0, true, 'deepest'),
  ];
}
