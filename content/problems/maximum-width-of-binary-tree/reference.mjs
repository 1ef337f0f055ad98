import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(values) {
  let level = [[fromLevelOrder(values), 0]];
  let best = 0;
  while (level.length) {
    const base = level[0][1];
    best = Math.max(best, level[level.length - 1][1] - base + 1);
    const next = [];
    for (const [node, p] of level) {
      const q = p - base;
      if (node.left) next.push([node.left, 2 * q]);
      if (node.right) next.push([node.right, 2 * q + 1]);
    }
    level = next;
  }
  return best;
}
