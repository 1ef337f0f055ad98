import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  const pairs = [[root.left, root.right]];
  while (pairs.length) {
    const [a, b] = pairs.pop();
    if (!a && !b) continue;
    if (!a || !b || a.val !== b.val) return false;
    pairs.push([a.left, b.right], [a.right, b.left]);
  }
  return true;
}
