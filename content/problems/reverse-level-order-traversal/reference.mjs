import { treeFromLevelOrder } from '../_lib/structures.mjs';

export default function reverseLevelOrder(rootArr) {
  const root = treeFromLevelOrder(rootArr);
  const levels = [];
  let level = [root];
  while (level.length) {
    levels.push(level.map((n) => n.val));
    level = level.flatMap((n) => [n.left, n.right].filter(Boolean));
  }
  return levels.reverse().flat();
}
