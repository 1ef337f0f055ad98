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

// A random height-balanced tree of exactly height h (AVL-like shape).
function balancedRoot(rng, h, lo, hi) {
  if (h <= 0) return null;
  const node = new TreeNode(rng.int(lo, hi));
  const drop = h >= 2 && rng.int(0, 2) === 0;
  const a = balancedRoot(rng, h - 1, lo, hi);
  const b = balancedRoot(rng, drop ? h - 2 : h - 1, lo, hi);
  if (rng.bool()) [node.left, node.right] = [a, b];
  else [node.left, node.right] = [b, a];
  return node;
}
function leaves(root) {
  const out = [];
  const st = [root];
  while (st.length) {
    const n = st.pop();
    if (!n.left && !n.right) out.push(n);
    if (n.left) st.push(n.left);
    if (n.right) st.push(n.right);
  }
  return out;
}
export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[1, 2]],
    [[1, 2, null, 3]],
    [[1, null, 2, null, 3]],
    [[1, 2, 3, 4, null, null, null, 5]],
    [[1, 2, 3, 4, 5, 6, null, 8]],
    [[1, 2, 2, 3, null, null, 3, 4, null, null, 4]],
    [chainTree(rng, 500, -10000, 10000, 'left')],
  ];
  while (cases.length < 28) {
    const kind = rng.int(0, 3);
    if (kind === 0) {
      cases.push([randomTree(rng, rng.int(1, rng.bool() ? 10 : 3000), -10000, 10000)]);
    } else {
      const root = balancedRoot(rng, rng.int(2, 11), -10000, 10000);
      if (kind === 2) {
        // hang a short chain under one leaf: usually breaks balance deep in the tree
        const leaf = rng.pick(leaves(root));
        leaf.left = chainRoot(rng, rng.int(1, 3), -10000, 10000, 'right');
      }
      cases.push([treeToLevelOrder(root)]);
    }
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

/** 5000 nodes, the stated maximum: a random tree and a tree of height near the allowed 500. */
export function large(rng) {
  return [[randomTree(rng, 5000, -10000, 10000)], [treeToLevelOrder(spineRoot(rng, 5000, -10000, 10000))]];
}
