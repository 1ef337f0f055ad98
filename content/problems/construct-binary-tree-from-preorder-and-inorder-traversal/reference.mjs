import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';
export default function solve(preorder, inorder) {
  const pos = new Map(inorder.map((v, i) => [v, i]));
  let p = 0;
  const build = (lo, hi) => {
    if (lo > hi) return null;
    const node = new TreeNode(preorder[p++]);
    const mid = pos.get(node.val);
    node.left = build(lo, mid - 1);
    node.right = build(mid + 1, hi);
    return node;
  };
  return treeToLevelOrder(build(0, inorder.length - 1));
}
