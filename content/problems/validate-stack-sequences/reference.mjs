export default function solve(pushed, popped) {
  const stack = [];
  let j = 0;
  for (const v of pushed) {
    stack.push(v);
    while (stack.length && stack[stack.length - 1] === popped[j]) {
      stack.pop();
      j++;
    }
  }
  return stack.length === 0;
}
