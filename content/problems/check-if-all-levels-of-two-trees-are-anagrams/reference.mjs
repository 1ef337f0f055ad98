import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

function levels(root) {
  const out = [];
  let cur = [root];
  while (cur.length) {
    out.push(cur.map((n) => n.val).sort((a, b) => a - b));
    const next = [];
    for (const n of cur) {
      if (n.left) next.push(n.left);
      if (n.right) next.push(n.right);
    }
    cur = next;
  }
  return out;
}

export default function areAnagrams(a, b) {
  const la = levels(fromLevelOrder(a));
  const lb = levels(fromLevelOrder(b));
  if (la.length !== lb.length) return false;
  return la.every((l, k) => l.length === lb[k].length && l.every((v, i) => v === lb[k][i]));
}
