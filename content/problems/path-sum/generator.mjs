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

function leafSums(root) {
  const out = [];
  const st = root ? [[root, 0]] : [];
  while (st.length) {
    const [n, s] = st.pop();
    const t = s + n.val;
    if (!n.left && !n.right) out.push(t);
    if (n.left) st.push([n.left, t]);
    if (n.right) st.push([n.right, t]);
  }
  return out;
}
export default function generate(rng) {
  const cases = [
    [[], 0],
    [[], 5],
    [[0], 0],
    [[1], 1],
    [[1], 2],
    [[-2, null, -3], -5],
    [[1, 2], 1],
    [[1, 2], 3],
    [[1, -2, -3, 1, 3, -2, null, -1], -1],
    [[1, -2, -3, 1, 3, -2, null, -1], 2],
    [[5, 4, 8, 11, null, 13, 4, 7, 2, null, null, null, 1], 26],
  ];
  // LeetCode bounds targetSum to [-1000, 1000]: a deep chain whose single root-to-leaf sum sits at that edge
  // (and one just past it, so no path matches).
  const ch = chainTree(rng, 500, 2, 2, 'left');
  cases.push([ch, 1000]);
  cases.push([ch, 999]);
  cases.push([chainTree(rng, 500, -2, -2, 'right'), -1000]);
  const clamp = (v) => Math.max(-1000, Math.min(1000, v));
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 2500);
    const range = rng.bool() ? 10 : 1000;
    const root = randomRoot(rng, n, -range, range);
    // prefer leaf sums that LeetCode's targetSum range can express
    const sums = leafSums(root);
    const inRange = sums.filter((s) => s >= -1000 && s <= 1000);
    const pick = rng.pick(inRange.length ? inRange : sums);
    const target = clamp(rng.int(0, 2) ? pick : pick + rng.pick([-1, 1]));
    cases.push([treeToLevelOrder(root), target]);
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

/** 5000 nodes, the stated maximum: a random tree and a 500-deep spine, with a target that is and one that is not a path sum. */
export function large(rng) {
  const random = randomRoot(rng, 5000, -1000, 1000);
  const spine = spineRoot(rng, 5000, -5, 5);
  const sums = leafSums(spine).filter((v) => v >= -1000 && v <= 1000);
  return [
    [treeToLevelOrder(random), rng.int(-1000, 1000)],
    [treeToLevelOrder(spine), sums.length ? rng.pick(sums) : 0],
    [treeToLevelOrder(spine), 1000],
  ];
}
