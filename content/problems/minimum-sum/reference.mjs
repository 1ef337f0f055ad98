export default function solve(arr) {
  const d = [...arr].sort((a, b) => a - b);
  // Column sums from the least significant position: the last two sorted digits share the lowest column.
  const out = [];
  let carry = 0;
  for (let i = d.length - 1; i >= 0; i -= 2) {
    const s = d[i] + (i > 0 ? d[i - 1] : 0) + carry;
    out.push(s % 10);
    carry = Math.floor(s / 10);
  }
  if (carry) out.push(carry);
  while (out.length > 1 && out[out.length - 1] === 0) out.pop();
  return out.reverse().join('');
}
