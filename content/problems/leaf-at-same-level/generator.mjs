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

function perfect(n) {
  return Array.from({ length: n }, (_, i) => 1 + (i % 10000));
}

export default function generate(rng) {
  const cases = [[[1]], [[10000, 1]], [[1, null, 2]], [[1, 2, 3, 4]], [perfect(7)], [perfect(15)], [[1, 2, 3, 4, null, null, 5]], [[1, 2, 3, 4, null, 5]]];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 10 : 300);
    const kind = rng.int(0, 2);
    if (kind === 0) cases.push([randomTree(rng, n, 1, 10000)]);
    else if (kind === 1) cases.push([perfect(2 ** rng.int(1, 8) - 1)]);
    else {
      const p = perfect(2 ** rng.int(2, 8) - 1);
      p.push(rng.int(1, 10000));
      cases.push([p]);
    }
  }
  return cases;
}

export function large(rng) {
  const p = perfect(8191);
  return [[chainTree(rng, 10000, 1, 10000, 'zigzag')], [p], [[...p, ...Array(1809).fill(7)]], [randomTree(rng, 10000, 1, 10000)]];
}
