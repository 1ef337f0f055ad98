// Same net balances, nobody both pays and receives, at most n - 1 payments.
export default function check([transaction], _expected, actual) {
  const n = transaction.length;
  if (!Array.isArray(actual) || actual.length !== n) return `Return an ${n} x ${n} matrix`;
  for (const row of actual) {
    if (!Array.isArray(row) || row.length !== n) return `Return an ${n} x ${n} matrix`;
    for (const x of row) if (!Number.isInteger(x) || x < 0) return 'Every payment must be a non-negative integer';
  }
  const want = new Array(n).fill(0);
  const got = new Array(n).fill(0);
  const pays = new Array(n).fill(false);
  const gets = new Array(n).fill(false);
  let count = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      want[i] -= transaction[i][j];
      want[j] += transaction[i][j];
      const x = actual[i][j];
      if (x > 0) {
        if (i === j) return `Friend ${i} pays themself`;
        count++;
        pays[i] = true;
        gets[j] = true;
        got[i] -= x;
        got[j] += x;
      }
    }
  for (let i = 0; i < n; i++) {
    if (want[i] !== got[i]) return `Friend ${i} should end with net ${want[i]} but ends with ${got[i]}`;
    if (pays[i] && gets[i]) return `Friend ${i} both pays and receives, so more cash moves than needed`;
  }
  if (count > Math.max(0, n - 1)) return `${count} payments; at most ${n - 1} are allowed`;
  return true;
}
