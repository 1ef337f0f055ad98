import { balancedBst, chainRoot, distinctValues, insertBst, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 1000000;

/** A random BST of n keys with some values disturbed, so BST parts of several sizes appear. */
function mixed(rng, n, noise) {
  const root = insertBst(distinctValues(rng, n, 1, MAXV));
  const stack = [root];
  while (stack.length) {
    const x = stack.pop();
    if (rng.float() < noise) x.val = rng.int(1, MAXV);
    if (x.left) stack.push(x.left);
    if (x.right) stack.push(x.right);
  }
  return toLevelOrder(root);
}

export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[MAXV]],
    [[2, 2]],
    [[2, 1, 3]],
    [[2, 3, 1]],
    [[3, 1, 5, null, 4]],
    [[10, 5, 15, 1, 8, 12, 20, null, null, 11]],
    [[5, 5, 5, 5, 5, 5, 5]],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 15 : 1500);
    const k = rng.int(0, 2);
    if (k === 0) cases.push([mixed(rng, n, rng.pick([0.01, 0.05, 0.3]))]);
    else if (k === 1) cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, () => rng.int(1, MAXV)))]);
    else {
      const sorted = distinctValues(rng, n, 1, MAXV).sort((a, b) => a - b);
      cases.push([toLevelOrder(balancedBst(sorted))]);
    }
  }
  return cases;
}

/** Deep valid BSTs (every subtree check walks the whole subtree), a broken root on top, and a noisy random one. */
export function large(rng) {
  const n = 100000;
  const dec = Array.from({ length: n }, (_, i) => MAXV - i);
  const inc = Array.from({ length: n - 1 }, (_, i) => i + 1);
  const broken = chainRoot(n - 1, (i) => inc[i], 'right');
  return [
    [toLevelOrder(chainRoot(n, (i) => dec[i], 'left'))],
    [toLevelOrder({ val: 1, left: broken, right: null })],
    [mixed(rng, n, 0.0005)],
  ];
}
