import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function leftView(rootArr) {
  const root = fromLevelOrder(rootArr);
  const out = [];
  let level = root ? [root] : [];
  while (level.length) {
    out.push(level[0].val);
    const next = [];
    for (const n of level) {
      if (n.left) next.push(n.left);
      if (n.right) next.push(n.right);
    }
    level = next;
  }
  return out;
}
