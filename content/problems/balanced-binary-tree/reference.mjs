import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  const height = (n) => (n ? 1 + Math.max(height(n.left), height(n.right)) : 0);
  const ok = (n) => !n || (Math.abs(height(n.left) - height(n.right)) <= 1 && ok(n.left) && ok(n.right));
  return ok(root);
}
