import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(values) {
  const root = fromLevelOrder(values);
  // iterative post-order: summary per node = [isBst, min, max, sum]
  const info = new Map();
  const get = (n) => (n ? info.get(n) : [true, Infinity, -Infinity, 0]);
  let best = 0;
  const stack = [[root, false]];
  while (stack.length) {
    const [node, done] = stack.pop();
    if (!node) continue;
    if (!done) {
      stack.push([node, true], [node.left, false], [node.right, false]);
      continue;
    }
    const L = get(node.left);
    const R = get(node.right);
    if (L[0] && R[0] && L[2] < node.val && node.val < R[1]) {
      const s = L[3] + node.val + R[3];
      best = Math.max(best, s);
      info.set(node, [true, Math.min(L[1], node.val), Math.max(R[2], node.val), s]);
    } else info.set(node, [false, 0, 0, 0]);
  }
  return best;
}
