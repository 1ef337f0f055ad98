export default function solve(n, m, M) {
  let next = M.map((row) => row[m - 1]);
  for (let j = m - 2; j >= 0; j--) {
    const cur = [];
    for (let i = 0; i < n; i++) cur.push(M[i][j] + Math.max(next[i], i > 0 ? next[i - 1] : 0, i < n - 1 ? next[i + 1] : 0));
    next = cur;
  }
  return Math.max(...next);
}
