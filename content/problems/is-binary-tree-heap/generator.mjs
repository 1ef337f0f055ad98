import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';

const MAX = 1000000000;

/** Values for a complete max-heap of n nodes in array order, drawn in [lo, hi]. */
function heapArray(rng, n, lo, hi) {
  const a = rng.intArray(n, lo, hi).sort((x, y) => y - x);
  return a;
}

/** Build a tree from array layout (index i has children 2i+1, 2i+2), dropping the indices in `holes` (and their subtrees). */
function fromLayout(values, holes = new Set()) {
  const nodes = values.map((v) => new TreeNode(v));
  const alive = values.map(() => true);
  for (let i = 0; i < values.length; i++) {
    if (holes.has(i) || (i > 0 && !alive[(i - 1) >> 1])) alive[i] = false;
  }
  for (let i = 1; i < values.length; i++) {
    if (!alive[i]) continue;
    const p = (i - 1) >> 1;
    if (i % 2 === 1) nodes[p].left = nodes[i];
    else nodes[p].right = nodes[i];
  }
  return treeToLevelOrder(nodes[0]);
}

export default function generate(rng) {
  const cases = [
    [[1]],
    [[MAX]],
    [[MAX, 1]],
    [[1, MAX]],
    [[5, null, 3]],
    [[5, 5, 5, 5, 5, 5, 5]],
    [[10, 9, 8, 7, 6, 5, 4, 3]],
    [[10, 9, 8, 7, null, 5, 4]],
    [[10, 9, 8, null, null, 5]],
    [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 11]],
    [[3, 2, null, 1]],
  ];
  for (let t = 0; t < 14; t++) {
    const n = rng.int(2, t < 10 ? 15 : 300);
    const values = heapArray(rng, n, 1, rng.pick([20, MAX]));
    const kind = t % 3;
    if (kind === 1) {
      // Break the order at a random child.
      const i = rng.int(1, n - 1);
      const p = (i - 1) >> 1;
      values[i] = values[p] + rng.int(1, 5);
    }
    const holes = kind === 2 && n > 3 ? new Set([rng.int(1, n - 2)]) : new Set();
    cases.push([fromLayout(values, holes)]);
  }
  return cases;
}

export function large(rng) {
  const n = 10000;
  const good = heapArray(rng, n, 1, MAX);
  const badOrder = [...good];
  badOrder[n - 1] = badOrder[(n - 2) >> 1] + 1;
  const equal = new Array(n).fill(MAX);
  return [[fromLayout(good)], [fromLayout(badOrder)], [fromLayout(equal, new Set([n - 2]))], [fromLayout(equal)]];
}
