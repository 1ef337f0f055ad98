import { treeFromLevelOrder } from '../_lib/structures.mjs';

export default function solve(root) {
  const tree = treeFromLevelOrder(root);
  const queue = [tree];
  let gap = false;
  for (let h = 0; h < queue.length; h++) {
    const node = queue[h];
    for (const child of [node.left, node.right]) {
      if (!child) {
        gap = true;
        continue;
      }
      if (gap || child.val > node.val) return false;
      queue.push(child);
    }
  }
  return true;
}
