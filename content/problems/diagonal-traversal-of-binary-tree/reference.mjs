import { fromLevelOrder } from '../_lib/tree-shapes.mjs';

export default function diagonal(rootArr) {
  const out = [];
  const queue = [fromLevelOrder(rootArr)];
  for (let h = 0; h < queue.length; h++) {
    for (let n = queue[h]; n; n = n.right) {
      out.push(n.val);
      if (n.left) queue.push(n.left);
    }
  }
  return out;
}
