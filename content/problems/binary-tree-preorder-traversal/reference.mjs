export default function solve(root) {
  // level order -> preorder via an index tree
  const out = [];
  if (!root.length) return out;
  const left = [];
  const right = [];
  const queue = [0];
  let i = 1;
  for (let h = 0; h < queue.length; h++) {
    const node = queue[h];
    if (i < root.length && root[i] !== null) { left[node] = i; queue.push(i); }
    i++;
    if (i < root.length && root[i] !== null) { right[node] = i; queue.push(i); }
    i++;
  }
  const stack = [0];
  while (stack.length) {
    const n = stack.pop();
    out.push(root[n]);
    if (right[n] !== undefined) stack.push(right[n]);
    if (left[n] !== undefined) stack.push(left[n]);
  }
  return out;
}
