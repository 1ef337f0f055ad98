import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function pathSum(rootArr, targetSum) {
  const root = fromLevelOrder(rootArr);
  if (!root) return 0;
  const count = new Map([[0, 1]]);
  let found = 0;
  // iterative DFS with enter/leave events; sums stay exact below 2^53
  const stack = [[root, 0, false]];
  while (stack.length) {
    const [node, parentSum, leaving] = stack.pop();
    const cur = parentSum + node.val;
    if (leaving) {
      count.set(cur, count.get(cur) - 1);
      continue;
    }
    found += count.get(cur - targetSum) ?? 0;
    count.set(cur, (count.get(cur) ?? 0) + 1);
    stack.push([node, parentSum, true]);
    if (node.right) stack.push([node.right, cur, false]);
    if (node.left) stack.push([node.left, cur, false]);
  }
  return found;
}
