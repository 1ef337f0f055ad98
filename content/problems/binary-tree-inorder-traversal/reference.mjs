import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const out = [];
  const walk = (n) => {
    if (!n) return;
    walk(n.left);
    out.push(n.val);
    walk(n.right);
  };
  walk(treeFromLevelOrder(rootArr));
  return out;
}
