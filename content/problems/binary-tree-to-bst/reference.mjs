import { fromLevelOrder, toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function binaryTreeToBST(rootArr) {
  const root = fromLevelOrder(rootArr);
  const sorted = rootArr.filter((v) => v !== null).sort((a, b) => a - b);
  let k = 0;
  const stack = [];
  let cur = root;
  while (cur || stack.length) {
    while (cur) {
      stack.push(cur);
      cur = cur.left;
    }
    cur = stack.pop();
    cur.val = sorted[k++];
    cur = cur.right;
  }
  return toLevelOrder(root);
}
