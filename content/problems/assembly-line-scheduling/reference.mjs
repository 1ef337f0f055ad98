export default function solve(a, T, e, x) {
  const n = a[0].length;
  let f0 = e[0] + a[0][0];
  let f1 = e[1] + a[1][0];
  for (let j = 1; j < n; j++) {
    const g0 = a[0][j] + Math.min(f0, f1 + T[1][j]);
    const g1 = a[1][j] + Math.min(f1, f0 + T[0][j]);
    f0 = g0;
    f1 = g1;
  }
  return Math.min(f0 + x[0], f1 + x[1]);
}
