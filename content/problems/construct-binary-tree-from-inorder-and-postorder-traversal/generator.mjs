import { chainRoot, distinctValues, randomRoot, walkRoot } from '../_lib/tree-shapes.mjs';

function orders(root) {
  const inorder = [];
  const postorder = [];
  // iterative, trees may be 3000 deep
  const stack = [];
  let cur = root;
  while (cur || stack.length) {
    while (cur) {
      stack.push(cur);
      cur = cur.left;
    }
    cur = stack.pop();
    inorder.push(cur.val);
    cur = cur.right;
  }
  const s2 = root ? [root] : [];
  while (s2.length) {
    const n = s2.pop();
    postorder.push(n.val);
    if (n.left) s2.push(n.left);
    if (n.right) s2.push(n.right);
  }
  postorder.reverse();
  return [inorder, postorder];
}
function tree(rng, n, shape) {
  const vals = distinctValues(rng, n, -3000, 3000);
  const v = (i) => vals[i];
  if (shape === 'random') return randomRoot(rng, n, v);
  if (shape === 'walk') return walkRoot(rng, n, v);
  return chainRoot(n, v, shape);
}
// LeetCode 106: 1 <= n <= 3000, distinct values in [-3000, 3000].
export default function generate(rng) {
  const cases = [orders(chainRoot(1, () => -3000, 'left')), orders(chainRoot(1, () => 3000, 'left')), orders(chainRoot(2, (i) => i, 'left')), orders(chainRoot(2, (i) => i, 'right'))];
  cases.push(orders(tree(rng, 3000, 'zigzag')), orders(tree(rng, 600, 'left')), orders(tree(rng, 600, 'right')));
  const ends = chainRoot(2, (i) => (i ? 3000 : -3000), 'right');
  cases.push(orders(ends));
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 1000);
    cases.push(orders(tree(rng, n, rng.pick(['random', 'walk']))));
  }
  return cases;
}

export function large(rng) {
  return [orders(tree(rng, 3000, 'random')), orders(tree(rng, 3000, 'left')), orders(tree(rng, 3000, 'right')), orders(tree(rng, 3000, 'walk'))];
}
