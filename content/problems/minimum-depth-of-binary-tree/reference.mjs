import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  let best = Infinity;
  const st = root ? [[root, 1]] : [];
  while (st.length) {
    const [n, d] = st.pop();
    if (!n.left && !n.right) best = Math.min(best, d);
    if (n.left) st.push([n.left, d + 1]);
    if (n.right) st.push([n.right, d + 1]);
  }
  return root ? best : 0;
}
