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

function perturb(rng, arr) {
  const a = [...arr];
  const idx = a.map((v, i) => (v === null ? -1 : i)).filter((i) => i >= 0);
  if (!idx.length) return [rng.int(-5, 5)];
  const i = rng.pick(idx);
  if (rng.bool()) a[i] = a[i] >= 10000 ? a[i] - 1 : a[i] <= -10000 ? a[i] + 1 : a[i] + rng.pick([-1, 1]);
  else if (i > 0 && a.slice(i + 1).every((v) => v === null)) a.length = i; // drop a trailing leaf
  else a.push(rng.int(-5, 5));
  while (a.length && a[a.length - 1] === null) a.pop();
  return a;
}
// LeetCode's bounds: each tree has 0..100 nodes (a perturbed copy may gain one, so random trees stop at 99).
export default function generate(rng) {
  const cases = [
    [[], []],
    [[1], []],
    [[], [1]],
    [[1], [1]],
    [[1], [2]],
    [[1, 2], [1, null, 2]],
    [[0, -10000, 10000], [0, -10000, 10000]],
    [[1, 1], [1, null, 1]],
  ];
  const longChain = chainTree(rng, 100, -3, 3, 'zigzag');
  cases.push([longChain, [...longChain]]);
  const c2 = [...longChain];
  c2[c2.length - 1] += 1;
  cases.push([longChain, c2]);
  while (cases.length < 26) {
    const n = rng.int(0, rng.bool() ? 12 : 99);
    const t = randomTree(rng, n, rng.bool() ? -3 : -10000, rng.bool() ? 3 : 10000);
    const mode = rng.int(0, 2);
    if (mode === 0) cases.push([t, [...t]]);
    else if (mode === 1) cases.push([t, perturb(rng, t)]);
    else cases.push([t, randomTree(rng, n, -3, 3)]);
  }
  return cases;
}
