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

// LeetCode 102: the tree has between 0 and 2000 nodes.
export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 3, 4, 5, 6, 7]],
    [[0, -1000, 1000, null, 5, 6]],
    [chainTree(rng, 500, -1000, 1000, 'zigzag')],
    [chainTree(rng, 300, -1000, 1000, 'right')],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 15 : 2000);
    cases.push([randomTree(rng, n, -1000, 1000)]);
  }
  return cases;
}

/** n nodes with height near the allowed 500: a 500-node zigzag spine with random subtrees hanging off its top. */
function spineRoot(rng, n, lo, hi) {
  const root = chainRoot(rng, Math.min(n, 500), lo, hi, 'zigzag');
  const spine = [];
  for (let cur = root; cur; cur = cur.left ?? cur.right) spine.push(cur);
  const per = Math.ceil(Math.max(0, n - 500) / 100);
  let left = n - spine.length;
  for (let i = 0; left > 0 && i < 100; i++) {
    const at = spine[i];
    const size = Math.min(per, left);
    at[at.left ? 'right' : 'left'] = randomRoot(rng, size, lo, hi);
    left -= size;
  }
  return root;
}

/** 2000 nodes, the stated maximum: a random tree and a tree of height near the allowed 500. */
export function large(rng) {
  return [[randomTree(rng, 2000, -1000, 1000)], [treeToLevelOrder(spineRoot(rng, 2000, -1000, 1000))]];
}
