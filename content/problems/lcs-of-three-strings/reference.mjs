export default function solve(a, b, c) {
  const n2 = b.length, n3 = c.length;
  const layer = () => Array.from({ length: n2 + 1 }, () => new Array(n3 + 1).fill(0));
  let prev = layer();
  for (let i = 1; i <= a.length; i++) {
    const cur = layer();
    for (let j = 1; j <= n2; j++)
      for (let k = 1; k <= n3; k++)
        cur[j][k] = a[i - 1] === b[j - 1] && b[j - 1] === c[k - 1] ? prev[j - 1][k - 1] + 1 : Math.max(prev[j][k], cur[j - 1][k], cur[j][k - 1]);
    prev = cur;
  }
  return prev[n2][n3];
}
