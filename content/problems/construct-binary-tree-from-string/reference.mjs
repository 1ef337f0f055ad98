import { TreeNode } from '../_lib/structures.mjs';
import { toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function str2tree(s) {
  let root = null;
  const stack = [];
  const groups = new Map();
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '(') {
      const top = stack[stack.length - 1];
      groups.set(top, groups.get(top) + 1);
      // an empty group: nothing is pushed inside it
      if (s[i + 1] === ')') {
        i += 2;
        continue;
      }
      i++;
    } else if (c === ')') {
      stack.pop();
      i++;
    } else {
      let j = i + 1;
      while (j < s.length && s[j] >= '0' && s[j] <= '9') j++;
      const node = new TreeNode(Number(s.slice(i, j)));
      i = j;
      if (stack.length) {
        const parent = stack[stack.length - 1];
        if (groups.get(parent) === 1) parent.left = node;
        else parent.right = node;
      } else root = node;
      groups.set(node, 0);
      stack.push(node);
    }
  }
  return toLevelOrder(root);
}
