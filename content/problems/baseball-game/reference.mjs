export default function solve(operations) {
  const st = [];
  for (const op of operations) {
    if (op === '+') st.push(st[st.length - 1] + st[st.length - 2]);
    else if (op === 'D') st.push(2 * st[st.length - 1]);
    else if (op === 'C') st.pop();
    else st.push(Number(op));
  }
  const total = st.reduce((a, b) => a + b, 0);
  if (Math.abs(total) > 2 ** 31 - 1) throw new Error('sum out of range');
  return total;
}
