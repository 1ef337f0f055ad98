import { treeFromLevelOrder, treeToLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  const stack = root ? [root] : [];
  while (stack.length) {
    const n = stack.pop();
    [n.left, n.right] = [n.right, n.left];
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  return treeToLevelOrder(root);
}
