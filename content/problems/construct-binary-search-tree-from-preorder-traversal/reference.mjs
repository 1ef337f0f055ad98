import { insertBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(preorder) {
  return toLevelOrder(insertBst(preorder));
}
