// The tree is complete, so the level-order array has no nulls: children of i are 2i+1 and 2i+2.
export default function solve(root) {
  const n = root.length;
  const sorted = [];
  const stack = [];
  let i = 0;
  while (i < n || stack.length) {
    while (i < n) {
      stack.push(i);
      i = 2 * i + 1;
    }
    i = stack.pop();
    sorted.push(root[i]);
    i = 2 * i + 2;
  }
  const out = new Array(n);
  let k = 0;
  const pre = [0];
  while (pre.length) {
    const j = pre.pop();
    if (j >= n) continue;
    out[j] = sorted[k++];
    pre.push(2 * j + 2, 2 * j + 1);
  }
  return out;
}
