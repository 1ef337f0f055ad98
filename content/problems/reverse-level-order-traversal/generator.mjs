import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';

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
function chainTree(rng, n, lo, hi, side) {
  const root = new TreeNode(rng.int(lo, hi));
  let cur = root;
  for (let i = 1; i < n; i++) {
    const s = side === 'zigzag' ? (i % 2 ? 'left' : 'right') : side;
    cur = cur[s] = new TreeNode(rng.int(lo, hi));
  }
  return treeToLevelOrder(root);
}
const completeTree = (rng, n, lo, hi) => rng.intArray(n, lo, hi);

export default function generate(rng) {
  const cases = [[[1]], [[10000]], [[1, 2]], [[1, null, 2]], [[1, 2, 3, 4, null, null, 5]], [[1, 2, null, 3, null, 4]]];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 10 : 300);
    cases.push([rng.bool() ? randomTree(rng, n, 1, 10000) : completeTree(rng, n, 1, 100)]);
  }
  return cases;
}

export function large(rng) {
  return [[chainTree(rng, 10000, 1, 10000, 'zigzag')], [completeTree(rng, 10000, 1, 10000)], [randomTree(rng, 10000, 1, 10000)]];
}
