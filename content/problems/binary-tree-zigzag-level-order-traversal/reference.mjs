import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(values) {
  const root = fromLevelOrder(values);
  const out = [];
  let level = root ? [root] : [];
  while (level.length) {
    const vals = level.map((n) => n.val);
    out.push(out.length % 2 ? vals.reverse() : vals);
    level = level.flatMap((n) => [n.left, n.right].filter(Boolean));
  }
  return out;
}
