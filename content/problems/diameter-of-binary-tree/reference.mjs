import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  let best = 0;
  const h = (n) => {
    if (!n) return 0;
    const l = h(n.left);
    const r = h(n.right);
    best = Math.max(best, l + r);
    return 1 + Math.max(l, r);
  };
  h(root);
  return best;
}
