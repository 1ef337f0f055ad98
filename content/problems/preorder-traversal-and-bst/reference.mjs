export default function canRepresentBST(arr) {
  const stack = [];
  let low = -Infinity;
  for (const x of arr) {
    if (x < low) return false;
    while (stack.length && stack[stack.length - 1] < x) low = stack.pop();
    stack.push(x);
  }
  return true;
}
