import { treeFromLevelOrder } from '../_lib/structures.mjs';
function ser(n, out) {
  if (!n) {
    out.push('#');
    return;
  }
  out.push(String(n.val));
  ser(n.left, out);
  ser(n.right, out);
}
export default function solve(rootArr, subArr) {
  const a = [];
  const b = [];
  ser(treeFromLevelOrder(rootArr), a);
  ser(treeFromLevelOrder(subArr), b);
  return (',' + a.join(',') + ',').includes(',' + b.join(',') + ',');
}
