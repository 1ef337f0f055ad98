import { TreeNode } from '../_lib/structures.mjs';
import { toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function solve(inorder, postorder) {
  const at = new Map(inorder.map((v, i) => [v, i]));
  let p = postorder.length - 1;
  const build = (lo, hi) => {
    if (lo > hi) return null;
    const node = new TreeNode(postorder[p--]);
    const m = at.get(node.val);
    node.right = build(m + 1, hi);
    node.left = build(lo, m - 1);
    return node;
  };
  return toLevelOrder(build(0, inorder.length - 1));
}
