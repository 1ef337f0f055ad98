import { treeFromLevelOrder } from '../_lib/structures.mjs';

// Pre-order values, written as a right-leaning chain in level order (changes root in place, as the judge reads it).
export default function solve(root) {
  const values = [];
  const stack = [treeFromLevelOrder(root)];
  while (stack.length) {
    const node = stack.pop();
    if (!node) continue;
    values.push(node.val);
    stack.push(node.right, node.left);
  }
  const chain = values.flatMap((v, i) => (i === 0 ? [v] : [null, v]));
  root.splice(0, root.length, ...chain);
}
