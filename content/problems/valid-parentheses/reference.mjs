export default function solve(s) {
  const match = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const ch of s) {
    if (ch in match) {
      if (stack.pop() !== match[ch]) return false;
    } else stack.push(ch);
  }
  return stack.length === 0;
}
