import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function isSumTree(rootArr) {
  const root = fromLevelOrder(rootArr);
  const order = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    order.push(n);
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  const total = new Map();
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i];
    if (!n.left && !n.right) {
      total.set(n, n.val);
      continue;
    }
    const s = (n.left ? total.get(n.left) : 0) + (n.right ? total.get(n.right) : 0);
    if (s !== n.val) return false;
    total.set(n, s + n.val);
  }
  return true;
}
