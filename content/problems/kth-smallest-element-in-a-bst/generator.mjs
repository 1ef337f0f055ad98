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

function bstFromSorted(vals, lo, hi, rng) {
  if (lo > hi) return null;
  const mid = rng.int(lo, hi);
  return new TreeNode(vals[mid], bstFromSorted(vals, lo, mid - 1, rng), bstFromSorted(vals, mid + 1, hi, rng));
}
function distinctSorted(rng, n, lo, hi) {
  const s = new Set();
  while (s.size < n) s.add(rng.int(lo, hi));
  return [...s].sort((a, b) => a - b);
}
export default function generate(rng) {
  const cases = [
    [[0], 1],
    [[10000], 1],
    [[2, 1], 1],
    [[2, 1], 2],
    [[1, null, 2], 2],
    [[4, 2, 6, 1, 3, 5, 7], 4],
    [[4, 2, 6, 1, 3, 5, 7], 7],
  ];
  // decreasing left chain: the minimum is at the bottom
  const left = new TreeNode(10000);
  let cur = left;
  for (let i = 1; i < 500; i++) cur = cur.left = new TreeNode(10000 - i * 7);
  cases.push([treeToLevelOrder(left), 1]);
  cases.push([treeToLevelOrder(left), 500]);
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 5000);
    const vals = distinctSorted(rng, n, 0, 10000);
    const k = rng.pick([1, n, rng.int(1, n)]);
    cases.push([treeToLevelOrder(bstFromSorted(vals, 0, n - 1, rng)), k]);
  }
  return cases;
}

/** n = 10^4 nodes, the stated maximum (values 0..10^4, random shape of small height), with k at both ends. */
export function large(rng) {
  const vals = distinctSorted(rng, 10000, 0, 10000);
  const tree = treeToLevelOrder(bstFromSorted(vals, 0, vals.length - 1, rng));
  return [[tree, 10000], [tree, 1], [tree, 5000]];
}
