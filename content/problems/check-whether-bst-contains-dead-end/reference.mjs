import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function isDeadEnd(rootArr) {
  const stack = [[fromLevelOrder(rootArr), 1, Infinity]];
  while (stack.length) {
    const [n, lo, hi] = stack.pop();
    if (!n.left && !n.right && lo === hi) return true;
    if (n.left) stack.push([n.left, lo, n.val - 1]);
    if (n.right) stack.push([n.right, n.val + 1, hi]);
  }
  return false;
}
