import { fromLevelOrder, toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function deleteNode(rootArr, key) {
  const root = fromLevelOrder(rootArr);
  // find the node and its parent iteratively (paths can be 10^4 deep)
  let parent = null;
  let cur = root;
  while (cur && cur.val !== key) {
    parent = cur;
    cur = key < cur.val ? cur.left : cur.right;
  }
  if (!cur) return toLevelOrder(root);
  let replacement;
  if (!cur.left) replacement = cur.right;
  else if (!cur.right) replacement = cur.left;
  else {
    let sp = cur;
    let s = cur.right;
    while (s.left) {
      sp = s;
      s = s.left;
    }
    cur.val = s.val;
    if (sp === cur) sp.right = s.right;
    else sp.left = s.right;
    replacement = cur;
  }
  if (!parent) return toLevelOrder(replacement);
  if (parent.left === cur) parent.left = replacement;
  else parent.right = replacement;
  return toLevelOrder(root);
}
