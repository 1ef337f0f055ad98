import { treeFromLevelOrder } from '../_lib/structures.mjs';

export default function rob(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  const order = [];
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    order.push(node);
    if (node.left) stack.push(node.left);
    if (node.right) stack.push(node.right);
  }
  const take = new Map();
  const skip = new Map();
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i];
    const best = (c) => (c ? Math.max(take.get(c), skip.get(c)) : 0);
    take.set(n, n.val + (n.left ? skip.get(n.left) : 0) + (n.right ? skip.get(n.right) : 0));
    skip.set(n, best(n.left) + best(n.right));
  }
  return Math.max(take.get(root), skip.get(root));
}
