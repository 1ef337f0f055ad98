import { distinctValues, insertBst } from '../_lib/tree-shapes.mjs';

function preorderOf(root) {
  const out = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    if (!n) continue;
    out.push(n.val);
    stack.push(n.right, n.left);
  }
  return out;
}
// LeetCode 1008: 1 <= n <= 100, distinct values in [1, 1000].
export default function generate(rng) {
  const cases = [
    [[1]],
    [[1000]],
    [[2, 1]],
    [[1, 1000]],
    [[3, 1, 2]],
    [[4, 2, 1, 3, 6, 5, 7]],
    [Array.from({ length: 100 }, (_, i) => 1000 - i)],
    [Array.from({ length: 100 }, (_, i) => i + 1)],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 10 : 100);
    cases.push([preorderOf(insertBst(distinctValues(rng, n, 1, rng.pick([n + 5, 1000]))))]);
  }
  return cases;
}

export function large(rng) {
  const zig = [];
  for (let lo = 1, hi = 1000; zig.length < 100; lo++, hi--) zig.push(zig.length % 2 ? lo : hi);
  return [[preorderOf(insertBst(distinctValues(rng, 100, 1, 1000)))], [preorderOf(insertBst(zig))]];
}
