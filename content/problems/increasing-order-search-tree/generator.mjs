import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';

// BST built by inserting the values in the given order (sorted input gives a path).
function bstFrom(values) {
  let root = null;
  for (const v of values) {
    const node = new TreeNode(v);
    if (!root) {
      root = node;
      continue;
    }
    let cur = root;
    for (;;) {
      const side = v < cur.val ? 'left' : 'right';
      if (!cur[side]) {
        cur[side] = node;
        break;
      }
      cur = cur[side];
    }
  }
  return treeToLevelOrder(root);
}
function distinct(rng, n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(rng.int(lo, hi));
  return [...set];
}
// Balanced BST over sorted distinct values, inserted middle-first.
function balancedOrder(sorted) {
  const out = [];
  const queue = [[0, sorted.length - 1]];
  while (queue.length) {
    const [lo, hi] = queue.shift();
    if (lo > hi) continue;
    const mid = (lo + hi) >> 1;
    out.push(sorted[mid]);
    queue.push([lo, mid - 1], [mid + 1, hi]);
  }
  return out;
}

export default function generate(rng) {
  const cases = [[[0]], [[1000]], [bstFrom([2, 1])], [bstFrom([1, 2])], [bstFrom([1, 2, 3, 4, 5])], [bstFrom([5, 4, 3, 2, 1])], [bstFrom(balancedOrder([1, 2, 3, 4, 5, 6, 7]))]];
  while (cases.length < 26) cases.push([bstFrom(distinct(rng, rng.int(1, rng.bool() ? 8 : 100), 0, rng.pick([200, 1000])))]);
  return cases;
}

export function large(rng) {
  const all = distinct(rng, 100, 0, 1000);
  if (!all.includes(0)) all[0] = 0;
  if (!all.includes(1000)) all[1] = 1000;
  return [[bstFrom(all)], [bstFrom([...all].sort((a, b) => b - a))]];
}
