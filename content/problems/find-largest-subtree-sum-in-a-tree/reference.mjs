import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function findLargestSubtreeSum(rootArr) {
  const root = fromLevelOrder(rootArr);
  const order = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    order.push(n);
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  const sum = new Map();
  let best = -Infinity;
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i];
    const s = n.val + (n.left ? sum.get(n.left) : 0) + (n.right ? sum.get(n.right) : 0);
    sum.set(n, s);
    if (s > best) best = s;
  }
  return best;
}
