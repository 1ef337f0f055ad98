export default function solve(mat) {
  const n = mat.length;
  let prev = mat[0].slice();
  for (let r = 1; r < n; r++) {
    const cur = new Array(n);
    for (let c = 0; c < n; c++) {
      let m = prev[c];
      if (c > 0 && prev[c - 1] > m) m = prev[c - 1];
      if (c + 1 < n && prev[c + 1] > m) m = prev[c + 1];
      cur[c] = mat[r][c] + m;
    }
    prev = cur;
  }
  return Math.max(...prev);
}
