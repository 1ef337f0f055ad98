import { distinctValues, insertBst } from '../_lib/tree-shapes.mjs';

const MAXV = 100000;

function preorder(root) {
  const out = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    out.push(n.val);
    if (n.right) stack.push(n.right);
    if (n.left) stack.push(n.left);
  }
  return out;
}

/** A valid preorder (of a random BST), then, when asked, two positions swapped (almost always invalid). */
function sample(rng, n, broken) {
  const vals = distinctValues(rng, n, 0, MAXV);
  const pre = preorder(insertBst(vals));
  if (broken && n > 1) {
    const i = rng.int(0, n - 2);
    const j = rng.int(i + 1, Math.min(n - 1, i + 5));
    [pre[i], pre[j]] = [pre[j], pre[i]];
  }
  return [pre];
}

export default function generate(rng) {
  const cases = [
    [[0]],
    [[MAXV]],
    [[0, MAXV]],
    [[MAXV, 0]],
    [[2, 1, 3]],
    [[2, 3, 1]],
    [[5, 3, 1, 4, 8, 6, 9]],
    [[5, 3, 1, 6, 4]],
    [[1, 2, 3, 4, 5, 6]],
    [[6, 5, 4, 3, 2, 1]],
  ];
  while (cases.length < 30) cases.push(sample(rng, rng.int(2, rng.bool() ? 12 : 3000), rng.bool()));
  return cases;
}

/** Increasing keys (a right path: insertion is quadratic), the same with one bad key at the end, decreasing, random. */
export function large(rng) {
  const n = 100000;
  const inc = Array.from({ length: n }, (_, i) => i + 1);
  const bad = [...inc.slice(0, n - 1), 0];
  return [[inc], [bad], [inc.map((v) => MAXV - v)], sample(rng, n, false)];
}
