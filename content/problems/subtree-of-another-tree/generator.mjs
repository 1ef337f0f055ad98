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
    [[1], [1]],
    [[1], [2]],
    [[1, 2], [2]],
    [[1, 2], [1]],
    [[12], [2]],
    [[2, 1], [1, 2]],
    [[1, 1, null, 1], [1, 1]],
    [[1, 1, null, 1, null, 1], [1, null, 1]],
    [[3, 4, 5, 1, null, 2], [3, 1, 2]],
  ];
  // long chain with a twist at the very bottom
  const ch = chainTree(rng, 500, 1, 1, 'left');
  cases.push([ch, chainTree(rng, 200, 1, 1, 'left')]);
  cases.push([ch, [1, 1, null, 1, null, 1, 1]]);
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const range = rng.int(0, 2) === 0 ? 10000 : 1;
    const root = randomRoot(rng, n, 0, range);
    const nodes = allNodes(root);
    const pick = rng.pick(nodes);
    let sub = treeToLevelOrder(pick);
    if (sub.filter((v) => v !== null).length > 1000) sub = treeToLevelOrder(pick.left || pick.right || pick);
    const mode = rng.int(0, 2);
    if (mode === 1) {
      // tweak one value in the candidate subtree
      const idx = sub.map((v, i) => (v === null ? -1 : i)).filter((i) => i >= 0);
      const i = rng.pick(idx);
      sub = [...sub];
      sub[i] = sub[i] === range ? 0 : sub[i] + 1;
    } else if (mode === 2) {
      // cut off the last listed node, so the candidate stops short of the leaves
      sub = sub.slice(0, -1);
      while (sub.length && sub[sub.length - 1] === null) sub.pop();
      if (!sub.length) sub = [0];
    }
    cases.push([treeToLevelOrder(root), sub]);
  }
  return cases;
}

/**
 * root of 2000 nodes and subRoot of 1000 (the stated maxima), values at both extremes: subRoot sits at the bottom
 * of root, and an unrelated subRoot of the same size.
 */
export function large(rng) {
  const sub = randomRoot(rng, 1000, -10000, 10000);
  sub.val = -10000;
  const top = randomRoot(rng, 1000, -10000, 10000);
  top.val = 10000;
  const nodes = allNodes(top);
  const leaf = nodes.find((x) => !x.left);
  leaf.left = sub;
  const miss = randomRoot(rng, 1000, -10000, 10000);
  miss.val = 10000;
  return [[treeToLevelOrder(top), treeToLevelOrder(sub)], [treeToLevelOrder(top), treeToLevelOrder(miss)]];
}
