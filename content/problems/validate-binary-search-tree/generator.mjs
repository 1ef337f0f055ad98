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

const MIN = -2147483648;
const MAX = 2147483647;
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
function allNodes(root) {
  const out = [];
  const st = [root];
  while (st.length) {
    const n = st.pop();
    out.push(n);
    if (n.left) st.push(n.left);
    if (n.right) st.push(n.right);
  }
  return out;
}
export default function generate(rng) {
  const cases = [
    [[0]],
    [[MIN]],
    [[MAX]],
    [[1, 1]],
    [[1, null, 1]],
    [[MIN, null, MAX]],
    [[MAX, MIN]],
    [[MIN, MIN]],
    [[MAX, null, MAX]],
    [[10, 5, 15, null, null, 6, 20]],
    [[3, 1, 5, 0, 2, 4, 6, null, null, null, 3]],
    [[32, 26, 47, 19, null, null, 56, null, 27]],
  ];
  // long sorted chain (valid) and the same with one swap (invalid)
  const vals = Array.from({ length: 500 }, (_, i) => i * 3);
  const chain = new TreeNode(vals[0]);
  let cur = chain;
  for (let i = 1; i < 500; i++) cur = cur.right = new TreeNode(vals[i]);
  cases.push([treeToLevelOrder(chain)]);
  cur.val = 1;
  cases.push([treeToLevelOrder(chain)]);
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 5000);
    const wide = rng.bool();
    const vs = distinctSorted(rng, n, wide ? MIN : -3 * n, wide ? MAX : 3 * n);
    if (wide && rng.bool()) {
      vs[0] = MIN;
      vs[vs.length - 1] = MAX;
      if (n === 1) vs[0] = MAX;
    }
    const root = bstFromSorted(vs, 0, vs.length - 1, rng);
    const mode = rng.int(0, 2);
    if (mode > 0 && n > 1) {
      const nodes = allNodes(root);
      const a = rng.pick(nodes);
      if (mode === 1) {
        // swap values of two nodes
        const b = rng.pick(nodes);
        [a.val, b.val] = [b.val, a.val];
      } else {
        // duplicate a value from another node
        a.val = rng.pick(nodes).val;
      }
    }
    cases.push([treeToLevelOrder(root)]);
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

/** 5000 nodes, the stated maximum: a valid search tree over the whole value range, and the same with one swap deep down. */
export function large(rng) {
  const vals = distinctSorted(rng, 5000, MIN, MAX);
  vals[0] = MIN;
  vals[vals.length - 1] = MAX;
  const valid = bstFromSorted(vals, 0, vals.length - 1, rng);
  const broken = bstFromSorted(vals, 0, vals.length - 1, rng);
  const nodes = allNodes(broken);
  const a = nodes[nodes.length - 1];
  const b = nodes[nodes.length - 2];
  [a.val, b.val] = [b.val, a.val];
  return [[treeToLevelOrder(valid)], [treeToLevelOrder(broken)], [treeToLevelOrder(spineRoot(rng, 5000, MIN, MAX))]];
}
