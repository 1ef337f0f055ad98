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

function traversals(root) {
  const pre = [];
  const ino = [];
  const walk = (n) => {
    if (!n) return;
    pre.push(n.val);
    walk(n.left);
    ino.push(n.val);
    walk(n.right);
  };
  walk(root);
  return [pre, ino];
}
function distinctValues(rng, root) {
  const vals = rng.shuffle(Array.from({ length: 6001 }, (_, i) => i - 3000));
  let i = 0;
  const st = root ? [root] : [];
  while (st.length) {
    const n = st.pop();
    n.val = vals[i++];
    if (n.left) st.push(n.left);
    if (n.right) st.push(n.right);
  }
  return root;
}
export default function generate(rng) {
  const cases = [
    [[1], [1]],
    [[3000], [3000]],
    [[1, 2], [2, 1]],
    [[1, 2], [1, 2]],
    [[2, 1, 3], [1, 2, 3]],
    [[1, 2, 3, 4], [1, 2, 3, 4]],
    [[4, 3, 2, 1], [1, 2, 3, 4]],
    [[0, -3000, 3000], [-3000, 0, 3000]],
  ];
  for (const side of ['left', 'right', 'zigzag']) {
    cases.push(traversals(distinctValues(rng, chainRoot(rng, 450, 0, 0, side))));
  }
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    cases.push(traversals(distinctValues(rng, randomRoot(rng, n, 0, 0))));
  }
  return cases;
}

/** 3000 nodes, the stated maximum, with heights up to the allowed 500. */
export function large(rng) {
  // a 500-node chain with the rest hanging off it as random subtrees keeps the height near 500
  const root = chainRoot(rng, 500, 0, 0, 'zigzag');
  let cur = root;
  const spines = [];
  while (cur) {
    spines.push(cur);
    cur = cur.left ?? cur.right;
  }
  let added = 0;
  while (added < 2500) {
    const at = spines[rng.int(0, 99)];
    const side = at.left ? 'right' : 'left';
    if (at[side]) continue;
    at[side] = randomRoot(rng, 50, 0, 0);
    added += 50;
  }
  return [
    traversals(distinctValues(rng, randomRoot(rng, 3000, 0, 0))),
    traversals(distinctValues(rng, root)),
  ];
}
