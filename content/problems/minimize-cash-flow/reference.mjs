export default function solve(transaction) {
  const n = transaction.length;
  const net = new Array(n).fill(0);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      net[i] -= transaction[i][j];
      net[j] += transaction[i][j];
    }
  const pay = Array.from({ length: n }, () => new Array(n).fill(0));
  for (;;) {
    let debtor = 0;
    let creditor = 0;
    for (let i = 1; i < n; i++) {
      if (net[i] < net[debtor]) debtor = i;
      if (net[i] > net[creditor]) creditor = i;
    }
    if (net[debtor] === 0) break;
    const x = Math.min(-net[debtor], net[creditor]);
    pay[debtor][creditor] += x;
    net[debtor] += x;
    net[creditor] -= x;
  }
  return pay;
}
