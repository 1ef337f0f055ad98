import { treeFromLevelOrder } from '../_lib/structures.mjs';

export default function check(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  const depths = new Set();
  const stack = [[root, 0]];
  while (stack.length) {
    const [n, d] = stack.pop();
    if (!n.left && !n.right) depths.add(d);
    if (n.left) stack.push([n.left, d + 1]);
    if (n.right) stack.push([n.right, d + 1]);
  }
  return depths.size === 1;
}
