export default function solve(values) {
  // preorder of the level-order tree, written back as a right-leaning chain in level order
  if (!values.length) return;
  const left = [];
  const right = [];
  const queue = [0];
  let i = 1;
  for (let h = 0; h < queue.length; h++) {
    const n = queue[h];
    if (i < values.length && values[i] !== null) queue.push((left[n] = i));
    i++;
    if (i < values.length && values[i] !== null) queue.push((right[n] = i));
    i++;
  }
  const pre = [];
  const stack = [0];
  while (stack.length) {
    const n = stack.pop();
    pre.push(values[n]);
    if (right[n] !== undefined) stack.push(right[n]);
    if (left[n] !== undefined) stack.push(left[n]);
  }
  values.length = 0;
  pre.forEach((v, k) => {
    if (k) values.push(null);
    values.push(v);
  });
}
