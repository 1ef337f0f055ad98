import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function dupSub(rootArr) {
  const root = fromLevelOrder(rootArr);
  const order = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    order.push(n);
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  const ids = new Map();
  const idOf = new Map();
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i];
    const key = `${n.val},${n.left ? idOf.get(n.left) : 0},${n.right ? idOf.get(n.right) : 0}`;
    if (ids.has(key)) {
      if (n.left || n.right) return 1;
    } else ids.set(key, ids.size + 1);
    idOf.set(n, ids.get(key));
  }
  return 0;
}
