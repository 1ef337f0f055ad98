export default function solve(arr) {
  // Two-queue Huffman: sorted leaves plus merged sums, which are produced in non-decreasing order.
  const a = [...arr].sort((x, y) => x - y);
  const q = [];
  let i = 0, j = 0, cost = 0;
  const take = () => (j >= q.length || (i < a.length && a[i] <= q[j]) ? a[i++] : q[j++]);
  for (let k = 1; k < a.length; k++) {
    const s = take() + take();
    cost += s;
    q.push(s);
  }
  return cost;
}
