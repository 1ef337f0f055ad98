import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function preInPostTraversal(rootArr) {
  const pre = [];
  const ino = [];
  const post = [];
  const stack = [[fromLevelOrder(rootArr), 1]];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const n = top[0];
    if (top[1] === 1) {
      pre.push(n.val);
      top[1] = 2;
      if (n.left) stack.push([n.left, 1]);
    } else if (top[1] === 2) {
      ino.push(n.val);
      top[1] = 3;
      if (n.right) stack.push([n.right, 1]);
    } else {
      post.push(n.val);
      stack.pop();
    }
  }
  return [pre, ino, post];
}
