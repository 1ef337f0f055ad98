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

const M = 100000;

export default function generate(rng) {
  const cases = [
    [[], []],
    [[-M], []],
    [[], [M]],
    [[0], [0]],
    [[M], [-M]],
    [bstFrom([5, 3, 8, 1, 4]), bstFrom([6, 2, 9])],
    [bstFrom([1, 2, 3, 4]), bstFrom([4, 3, 2, 1])],
  ];
  while (cases.length < 28) {
    const make = () => {
      const span = rng.pick([20, M]);
      const n = rng.int(0, rng.bool() ? 8 : Math.min(300, span));
      return bstFrom(distinct(rng, n, -span, span));
    };
    cases.push([make(), make()]);
  }
  return cases;
}

export function large(rng) {
  const a = distinct(rng, 5000, -M, M).sort((x, y) => x - y);
  const b = distinct(rng, 5000, -M, M).sort((x, y) => x - y);
  const evens = Array.from({ length: 5000 }, (_, i) => -M + 2 * i);
  const odds = Array.from({ length: 5000 }, (_, i) => M - 2 * i);
  return [[bstFrom(balancedOrder(a)), bstFrom(balancedOrder(b))], [bstFrom(evens), bstFrom(odds)], [bstFrom(rng.shuffle(a)), []]];
}
