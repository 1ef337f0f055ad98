import { treeFromLevelOrder } from '../_lib/structures.mjs';

// Walk down by value; the answer's position is found by its (distinct) value.
export default function solve(root, p, q) {
  let node = treeFromLevelOrder(root);
  for (;;) {
    if (p < node.val && q < node.val) node = node.left;
    else if (p > node.val && q > node.val) node = node.right;
    else return root.indexOf(node.val);
  }
}
