export default function solve(arr) {
  const out = new Array(arr.length).fill(-1);
  const stack = [];
  for (let i = arr.length - 1; i >= 0; i--) {
    while (stack.length && stack[stack.length - 1] >= arr[i]) stack.pop();
    if (stack.length) out[i] = stack[stack.length - 1];
    stack.push(arr[i]);
  }
  return out;
}
