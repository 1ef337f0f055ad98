import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

function eq(a, b) {
  if (!a || !b) return a === b;
  if (a.val !== b.val) return false;
  return (eq(a.left, b.left) && eq(a.right, b.right)) || (eq(a.left, b.right) && eq(a.right, b.left));
}

export default function flipEquiv(root1, root2) {
  return eq(fromLevelOrder(root1), fromLevelOrder(root2));
}
