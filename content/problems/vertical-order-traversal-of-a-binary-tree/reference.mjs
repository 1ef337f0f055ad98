import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(values) {
  const items = [];
  const stack = [[fromLevelOrder(values), 0, 0]];
  while (stack.length) {
    const [node, row, col] = stack.pop();
    if (!node) continue;
    items.push([col, row, node.val]);
    stack.push([node.left, row + 1, col - 1], [node.right, row + 1, col + 1]);
  }
  items.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const out = [];
  let last = null;
  for (const [col, , val] of items) {
    if (col !== last) {
      out.push([]);
      last = col;
    }
    out[out.length - 1].push(val);
  }
  return out;
}
