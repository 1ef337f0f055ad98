// Any BST whose keys are the original keys without `key` is accepted (level order, LeetCode style).
function keysOf(levelOrder) {
  return levelOrder.filter((v) => v !== null);
}

export default function check([root, key], _expected, actual) {
  if (!Array.isArray(actual)) return 'Return the root of a tree';
  const want = keysOf(root)
    .filter((v) => v !== key)
    .sort((a, b) => a - b);
  if (actual.length === 0 || actual[0] === null) {
    return want.length === 0 || `The tree must still hold ${want.length} key(s)`;
  }
  for (const v of actual) if (v !== null && !Number.isInteger(v)) return 'The tree holds a value that is not an integer';
  const nodes = [{ val: actual[0], left: null, right: null }];
  let i = 1;
  for (let h = 0; h < nodes.length && i < actual.length; h++) {
    for (const side of ['left', 'right']) {
      if (i < actual.length && actual[i] !== null) {
        const node = { val: actual[i], left: null, right: null };
        nodes[h][side] = node;
        nodes.push(node);
      }
      i++;
    }
  }
  if (nodes.length !== want.length) return `The tree has ${nodes.length} nodes; ${want.length} keys should remain`;
  const inorder = [];
  const stack = [];
  let cur = nodes[0];
  while (cur || stack.length) {
    while (cur) {
      stack.push(cur);
      cur = cur.left;
    }
    cur = stack.pop();
    inorder.push(cur.val);
    cur = cur.right;
  }
  const wasPresent = want.length < keysOf(root).length;
  if (wasPresent && inorder.includes(key)) return `Key ${key} is still in the tree`;
  for (let k = 0; k < want.length; k++) {
    if (inorder[k] !== want[k]) return 'The result is not a binary search tree of the remaining keys';
  }
  return true;
}
