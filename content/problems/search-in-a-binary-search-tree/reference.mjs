import { fromLevelOrder, toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(values, val) {
  let node = fromLevelOrder(values);
  while (node && node.val !== val) node = val < node.val ? node.left : node.right;
  return toLevelOrder(node);
}
