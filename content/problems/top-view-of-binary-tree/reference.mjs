import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function topView(rootArr) {
  const root = fromLevelOrder(rootArr);
  const seen = new Map();
  let lo = 0;
  let hi = 0;
  const q = [[root, 0]];
  for (let h = 0; h < q.length; h++) {
    const [n, c] = q[h];
    if (!seen.has(c)) seen.set(c, n.val);
    lo = Math.min(lo, c);
    hi = Math.max(hi, c);
    if (n.left) q.push([n.left, c - 1]);
    if (n.right) q.push([n.right, c + 1]);
  }
  const out = [];
  for (let c = lo; c <= hi; c++) out.push(seen.get(c));
  return out;
}
