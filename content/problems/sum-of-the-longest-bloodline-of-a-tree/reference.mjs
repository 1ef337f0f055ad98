import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function sumOfLongRootToLeafPath(rootArr) {
  const root = fromLevelOrder(rootArr);
  let bestDepth = -1;
  let bestSum = 0;
  const stack = [[root, 1, root.val]];
  while (stack.length) {
    const [n, d, s] = stack.pop();
    if (!n.left && !n.right) {
      if (d > bestDepth || (d === bestDepth && s > bestSum)) {
        bestDepth = d;
        bestSum = s;
      }
    }
    if (n.left) stack.push([n.left, d + 1, s + n.left.val]);
    if (n.right) stack.push([n.right, d + 1, s + n.right.val]);
  }
  return bestSum;
}
