export default function solve(n, r) {
  if (r > n) return 0;
  const P = 1000000007;
  const row = new Array(r + 1).fill(0);
  row[0] = 1;
  for (let i = 1; i <= n; i++) for (let j = Math.min(i, r); j >= 1; j--) row[j] = (row[j] + row[j - 1]) % P;
  return row[r];
}
