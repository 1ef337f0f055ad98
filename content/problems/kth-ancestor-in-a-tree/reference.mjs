import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function kthAncestor(rootArr, k, node) {
  const root = fromLevelOrder(rootArr);
  const parent = new Map([[root.val, -1]]);
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    for (const c of [n.left, n.right]) {
      if (c) {
        parent.set(c.val, n.val);
        stack.push(c);
      }
    }
  }
  let cur = node;
  for (let i = 0; i < k && cur !== -1; i++) cur = parent.get(cur);
  return cur;
}
