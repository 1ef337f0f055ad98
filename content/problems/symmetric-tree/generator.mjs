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

function mirror(node) {
  if (!node) return null;
  return new TreeNode(node.val, mirror(node.right), mirror(node.left));
}
function symmetric(rng, half, lo, hi) {
  const left = randomRoot(rng, half, lo, hi);
  return new TreeNode(rng.int(lo, hi), left, mirror(left));
}
function nodes(root) {
  const out = [];
  const st = root ? [root] : [];
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
    [[1]],
    [[-100]],
    [[1, 2]],
    [[1, null, 2]],
    [[1, 2, 2]],
    [[1, 2, 3]],
    [[1, 2, 2, 2, null, 2]],
    [[1, 2, 2, null, 2, 2]],
    [[0, 1, 1, 2, null, null, 2, 3, null, null, 3]],
  ];
  const chainL = chainRoot(rng, 250, -100, 100, 'left');
  cases.push([treeToLevelOrder(new TreeNode(0, chainL, mirror(chainL)))]);
  const chainL2 = chainRoot(rng, 250, -100, 100, 'left');
  cases.push([treeToLevelOrder(new TreeNode(0, chainL2, chainRoot(rng, 250, -100, 100, 'left')))]);
  while (cases.length < 28) {
    const half = rng.int(0, rng.bool() ? 7 : 499);
    const range = rng.bool() ? 2 : 100;
    const root = symmetric(rng, half, -range, range);
    const mode = rng.int(0, 2);
    if (mode === 1 && half > 0) {
      // change one value on one side
      const target = rng.pick(nodes(rng.bool() ? root.left : root.right));
      target.val += rng.pick([-1, 1]);
    } else if (mode === 2 && half > 0) {
      // add a leaf on one side only
      const target = rng.pick(nodes(root.right));
      const side = rng.bool() ? 'left' : 'right';
      if (!target[side]) target[side] = new TreeNode(rng.int(-range, range));
      else target.val = target.val === range ? -range : range;
    }
    cases.push([treeToLevelOrder(root)]);
  }
  return cases;
}
