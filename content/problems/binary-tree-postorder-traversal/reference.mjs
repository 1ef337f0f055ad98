import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(values) {
  const out = [];
  const visit = (node) => {
    if (!node) return;
    visit(node.left);
    visit(node.right);
    out.push(node.val);
  };
  visit(fromLevelOrder(values));
  return out;
}
