import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 100000;

function clone(n) {
  const copy = { val: n.val, left: null, right: null };
  const stack = [[n, copy]];
  while (stack.length) {
    const [a, b] = stack.pop();
    if (a.left) stack.push([a.left, (b.left = { val: a.left.val, left: null, right: null })]);
    if (a.right) stack.push([a.right, (b.right = { val: a.right.val, left: null, right: null })]);
  }
  return copy;
}

/** Two copies of one small subtree hung at two random free slots of a random tree. */
function planted(rng, n, k, val) {
  const base = (rng.bool() ? randomRoot : walkRoot)(rng, n, val);
  const sub = randomRoot(rng, k, val);
  for (const copy of [sub, clone(sub)]) {
    const open = [];
    const stack = [base];
    while (stack.length) {
      const x = stack.pop();
      if (!x.left || !x.right) open.push(x);
      if (x.left) stack.push(x.left);
      if (x.right) stack.push(x.right);
    }
    const p = rng.pick(open);
    if (!p.left) p.left = copy;
    else p.right = copy;
  }
  return [toLevelOrder(base)];
}

export default function generate(rng) {
  const cases = [
    [[1]],
    [[MAXV, MAXV, MAXV]],
    [[1, 2, 2, 3, null, 3]],
    [[1, 2, 2, 3, null, null, 3]],
    [[1, 2, 2, 3, 3, 3, 3]],
    [[5, 5, null, 5, null, 5]],
    [[7, 1, 1, 2, null, 2, null, 3, null, 4]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    const range = rng.pick([2, 5, 1000]);
    const val = () => rng.int(1, range);
    if (rng.bool()) cases.push(planted(rng, n, rng.int(2, 6), val));
    else cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

/** Paths of equal values (every subtree has a different size: no duplicate), distinct values, and a planted pair. */
export function large(rng) {
  const n = 100000;
  return [
    [toLevelOrder(chainRoot(n, () => 1, 'left'))],
    [toLevelOrder(chainRoot(n, (i) => i + 1, 'zigzag'))],
    planted(rng, n - 10, 5, () => rng.int(1, MAXV)),
  ];
}
