import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function findDist(rootArr, a, b) {
  const root = fromLevelOrder(rootArr);
  const parent = new Map([[root.val, null]]);
  const depth = new Map([[root.val, 0]]);
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    for (const c of [n.left, n.right]) {
      if (c) {
        parent.set(c.val, n.val);
        depth.set(c.val, depth.get(n.val) + 1);
        stack.push(c);
      }
    }
  }
  let d = 0;
  while (a !== b) {
    if (depth.get(a) >= depth.get(b)) a = parent.get(a);
    else b = parent.get(b);
    d++;
  }
  return d;
}
