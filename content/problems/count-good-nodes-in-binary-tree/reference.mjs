import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  let count = 0;
  const st = [[root, -Infinity]];
  while (st.length) {
    const [n, best] = st.pop();
    if (n.val >= best) count++;
    const b = Math.max(best, n.val);
    if (n.left) st.push([n.left, b]);
    if (n.right) st.push([n.right, b]);
  }
  return count;
}
