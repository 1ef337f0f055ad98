// Accepts any height-balanced BST holding exactly the keys of nums (given in level order, LeetCode style).
export default function check([nums], _expected, actual) {
  if (!Array.isArray(actual)) return 'Return the root of a tree';
  if (actual.length === 0 || actual[0] === null) return 'The tree must hold every key of nums';
  for (const v of actual) if (v !== null && !Number.isInteger(v)) return 'The tree holds a value that is not an integer';
  const nodes = [{ val: actual[0], left: null, right: null }];
  const queue = [nodes[0]];
  let i = 1;
  for (let h = 0; h < queue.length && i < actual.length; h++) {
    for (const side of ['left', 'right']) {
      if (i < actual.length && actual[i] !== null) {
        const node = { val: actual[i], left: null, right: null };
        queue[h][side] = node;
        queue.push(node);
      }
      i++;
    }
  }
  if (queue.length !== nums.length) return `The tree has ${queue.length} nodes, but nums has ${nums.length} keys`;
  // iterative in-order walk, then heights bottom-up
  const inorder = [];
  const stack = [];
  let cur = queue[0];
  while (cur || stack.length) {
    while (cur) {
      stack.push(cur);
      cur = cur.left;
    }
    cur = stack.pop();
    inorder.push(cur.val);
    cur = cur.right;
  }
  for (let k = 0; k < nums.length; k++) {
    if (inorder[k] !== nums[k]) return 'The in-order sequence of the tree is not nums: it is not a BST of these keys';
  }
  const height = new Map();
  for (let k = queue.length - 1; k >= 0; k--) {
    const n = queue[k];
    const l = n.left ? height.get(n.left) : 0;
    const r = n.right ? height.get(n.right) : 0;
    if (Math.abs(l - r) > 1) return `The subtrees of node ${n.val} differ in height by more than one`;
    height.set(n, 1 + Math.max(l, r));
  }
  return true;
}
