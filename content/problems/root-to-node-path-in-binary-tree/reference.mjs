import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function rootToNodePath(rootArr, target) {
  const root = fromLevelOrder(rootArr);
  const parent = new Map([[root, null]]);
  const stack = [root];
  let found = null;
  while (stack.length) {
    const n = stack.pop();
    if (n.val === target) {
      found = n;
      break;
    }
    for (const c of [n.left, n.right]) {
      if (c) {
        parent.set(c, n);
        stack.push(c);
      }
    }
  }
  const path = [];
  for (let n = found; n; n = parent.get(n)) path.push(n.val);
  return path.reverse();
}
