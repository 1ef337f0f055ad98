import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';

// Random binary tree with n nodes: each new node walks down from the root choosing sides at random.
function randomRoot(rng, n, lo, hi) {
  if (n === 0) return null;
  const root = new TreeNode(rng.int(lo, hi));
  for (let i = 1; i < n; i++) {
    let cur = root;
    for (;;) {
      const side = rng.bool() ? 'left' : 'right';
      if (!cur[side]) {
        cur[side] = new TreeNode(rng.int(lo, hi));
        break;
      }
      cur = cur[side];
    }
  }
  return root;
}
const randomTree = (rng, n, lo, hi) => treeToLevelOrder(randomRoot(rng, n, lo, hi));
// A path-shaped tree of n nodes; side is 'left', 'right' or 'zigzag'.
function chainRoot(rng, n, lo, hi, side) {
  if (n === 0) return null;
  const root = new TreeNode(rng.int(lo, hi));
  let cur = root;
  for (let i = 1; i < n; i++) {
    const s = side === 'zigzag' ? (i % 2 ? 'left' : 'right') : side;
    cur = cur[s] = new TreeNode(rng.int(lo, hi));
  }
  return root;
}
const chainTree = (rng, n, lo, hi, side) => treeToLevelOrder(chainRoot(rng, n, lo, hi, side));

// LeetCode 199: the tree has between 0 and 100 nodes.
export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[1, 2]],
    [[1, null, 3]],
    [[1, 2, 3, 4, 5]],
    [[1, 2, 3, 4, null, null, null, 5]],
    [[-100, 100]],
  ];
  // deep left part with a short right part
  cases.push([treeToLevelOrder(new TreeNode(1, chainRoot(rng, 98, -100, 100, 'zigzag'), new TreeNode(2)))]);
  cases.push([chainTree(rng, 100, -100, 100, 'left')]);
  while (cases.length < 26) {
    const n = rng.int(0, rng.bool() ? 15 : 100);
    cases.push([randomTree(rng, n, -100, 100)]);
  }
  return cases;
}
