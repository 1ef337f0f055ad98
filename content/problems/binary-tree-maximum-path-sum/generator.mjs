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

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-1000]],
    [[1000]],
    [[-1, -2, -3]],
    [[-3, -2, -1]],
    [[2, -1]],
    [[-2, 1]],
    [[1, -2, 3]],
    [[5, 4, 8, 11, null, 13, 4, 7, 2, null, null, null, 1]],
    [[-1, 5, null, 4, null, null, 2, -4]],
    [[1, 2, null, 3, null, 4, null, 5]],
    [chainTree(rng, 500, 1000, 1000, 'zigzag')],
    [chainTree(rng, 500, -1000, -1, 'left')],
  ];
  // two long positive arms under a negative root
  cases.push([treeToLevelOrder(new TreeNode(-500, chainRoot(rng, 240, 0, 1000, 'left'), chainRoot(rng, 240, 0, 1000, 'right')))]);
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2500);
    const lo = rng.pick([-1000, -1000, -300, -1000]);
    const hi = rng.pick([1000, 300, -1, 100]);
    cases.push([randomTree(rng, n, lo, Math.max(lo, hi))]);
  }
  return cases;
}

/** 3 * 10^4 nodes, the stated maximum: a random tree, and a 500-deep spine with random subtrees hanging off it. */
export function large(rng) {
  const spineRoot = chainRoot(rng, 500, -1000, 1000, 'zigzag');
  const spine = [];
  for (let cur = spineRoot; cur; cur = cur.left ?? cur.right) spine.push(cur);
  let added = 0;
  while (added < 29500) {
    const at = spine[rng.int(0, 99)];
    const side = at.left ? 'right' : 'left';
    if (at[side]) continue;
    at[side] = randomRoot(rng, 500, -1000, 1000);
    added += 500;
  }
  return [
    [randomTree(rng, 30000, -1000, 1000)],
    [treeToLevelOrder(spineRoot)],
    [randomTree(rng, 30000, -1000, -1)],
  ];
}
