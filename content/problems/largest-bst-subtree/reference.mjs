import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function largestBSTSubtree(rootArr) {
  const root = fromLevelOrder(rootArr);
  if (!root) return 0;
  const order = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    order.push(n);
    if (n.left) stack.push(n.left);
    if (n.right) stack.push(n.right);
  }
  const info = new Map();
  const EMPTY = { ok: true, size: 0, min: Infinity, max: -Infinity };
  let best = 0;
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i];
    const l = n.left ? info.get(n.left) : EMPTY;
    const r = n.right ? info.get(n.right) : EMPTY;
    if (l.ok && r.ok && l.max < n.val && n.val < r.min) {
      const size = l.size + r.size + 1;
      best = Math.max(best, size);
      info.set(n, { ok: true, size, min: Math.min(l.min, n.val), max: Math.max(r.max, n.val) });
    } else info.set(n, { ok: false });
  }
  return best;
}
