import { distinctInts } from '../_lib/node-shapes.mjs';
import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';

// LeetCode's bounds: 2..10^5 nodes, distinct values in [-10^9, 10^9], a valid BST, p != q both in the tree.
const MAX_N = 100000;
const MAX_V = 1000000000;

/** The BST made by inserting the values in the given order (iteratively: sorted input makes a 10^5-node path). */
function bst(values) {
  const root = new TreeNode(values[0]);
  for (let i = 1; i < values.length; i++) {
    let node = root;
    for (;;) {
      const side = values[i] < node.val ? 'left' : 'right';
      if (!node[side]) {
        node[side] = new TreeNode(values[i]);
        break;
      }
      node = node[side];
    }
  }
  return treeToLevelOrder(root);
}

function pair(rng, values) {
  const i = rng.int(0, values.length - 1);
  let j = rng.int(0, values.length - 2);
  if (j >= i) j++;
  return [values[i], values[j]];
}

export default function generate(rng) {
  const cases = [
    [[1, null, 2], 1, 2],
    [[2, 1], 1, 2],
    [bst([0, -MAX_V, MAX_V]), -MAX_V, MAX_V],
    [bst([0, -MAX_V, MAX_V]), 0, MAX_V],
    [bst([6, 2, 8, 0, 4, 7, 9, 3, 5]), 3, 5],
    [bst([6, 2, 8, 0, 4, 7, 9, 3, 5]), 0, 5],
    [bst([6, 2, 8, 0, 4, 7, 9, 3, 5]), 7, 9],
    [bst([1, 2, 3, 4, 5, 6, 7]), 7, 4],
    [bst([7, 6, 5, 4, 3, 2, 1]), 1, 2],
  ];
  while (cases.length < 40) {
    const n = rng.int(2, rng.bool() ? 15 : 500);
    const values = distinctInts(rng, n, rng.bool() ? -n * 3 : -MAX_V, rng.bool() ? n * 3 : MAX_V);
    cases.push([bst(values), ...pair(rng, values)]);
  }
  return cases;
}

/** Full-size trees: increasing and decreasing insertion (paths of 10^5 nodes, targets at the bottom), and a random BST. */
export function large(rng) {
  const values = distinctInts(rng, MAX_N, -MAX_V, MAX_V);
  const up = [...values].sort((a, b) => a - b);
  const down = [...up].reverse();
  return [
    [bst(up), up[MAX_N - 1], up[MAX_N - 2]],
    [bst(down), down[MAX_N - 2], down[MAX_N - 1]],
    [bst(values), ...pair(rng, values)],
  ];
}
