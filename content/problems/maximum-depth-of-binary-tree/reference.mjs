import { treeFromLevelOrder } from '../_lib/structures.mjs';
export default function solve(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  let depth = 0;
  let level = root ? [root] : [];
  while (level.length) {
    depth++;
    level = level.flatMap((n) => [n.left, n.right].filter(Boolean));
  }
  return depth;
}
