import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr, targetSum) {
  const root = treeFromLevelOrder(rootArr);
  const st = root ? [[root, 0]] : [];
  while (st.length) {
    const [n, s] = st.pop();
    const t = s + n.val;
    if (!n.left && !n.right && t === targetSum) return true;
    if (n.left) st.push([n.left, t]);
    if (n.right) st.push([n.right, t]);
  }
  return false;
}
