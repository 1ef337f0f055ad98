import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

const isLeaf = (n) => !n.left && !n.right;

export default function boundaryOfBinaryTree(rootArr) {
  const root = fromLevelOrder(rootArr);
  const out = [root.val];
  if (isLeaf(root)) return out;
  for (let n = root.left; n && !isLeaf(n); n = n.left ?? n.right) out.push(n.val);
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    if (isLeaf(n)) out.push(n.val);
    if (n.right) stack.push(n.right);
    if (n.left) stack.push(n.left);
  }
  const right = [];
  for (let n = root.right; n && !isLeaf(n); n = n.right ?? n.left) right.push(n.val);
  return out.concat(right.reverse());
}
