import { TreeNode } from '../_lib/structures.mjs';
import { chainRoot, completeRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

// Two long arms from the root: one goes down the far left edge, the other the far right edge, each `depth` deep.
// The deepest level then spans 2^depth slots.
function vee(depth, val) {
  const root = new TreeNode(val());
  let l = root;
  let r = root;
  for (let i = 0; i < depth; i++) {
    l = l.left = new TreeNode(val());
    r = r.right = new TreeNode(val());
  }
  return root;
}

// LeetCode 662: 1 to 3000 nodes, values in [-100, 100], answer fits in 32 bits.
export default function generate(rng) {
  const val = () => rng.int(-100, 100);
  const cases = [
    [[-100]],
    [[100, 1]],
    [[1, null, 2]],
    [[1, 2, 3]],
    [[1, 2, null, 4, null, 8]],
    [toLevelOrder(vee(10, val))],
    [toLevelOrder(vee(16, val))],
    [toLevelOrder(chainRoot(3000, val, 'zigzag'))],
    [toLevelOrder(chainRoot(1500, val, 'right'))],
    [toLevelOrder(completeRoot(1023, val))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    cases.push([toLevelOrder((rng.bool() ? randomRoot : walkRoot)(rng, n, val))]);
  }
  return cases;
}

// Wide sparse levels: the vee of depth 30 has a last level of 2^30 slots with only two nodes, and deep zigzag
// paths overflow any slot number that is not renumbered per level.
export function large(rng) {
  const val = () => rng.int(-100, 100);
  const deepVee = vee(30, val);
  // hang a long zigzag tail under the left arm's bottom to reach 3000 nodes
  let tip = deepVee;
  while (tip.left) tip = tip.left;
  tip.left = chainRoot(3000 - 61, val, 'zigzag');
  return [[toLevelOrder(vee(30, val))], [toLevelOrder(deepVee)], [toLevelOrder(vee(28, val))], [toLevelOrder(walkRoot(rng, 3000, val))]];
}
