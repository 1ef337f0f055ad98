export default function solve(mat) {
  const n = mat.length;
  for (let c = 0; c < n; c++) {
    let ok = true;
    for (let j = 0; j < n && ok; j++) {
      if (j !== c && (mat[c][j] !== 0 || mat[j][c] !== 1)) ok = false;
    }
    if (ok) return c;
  }
  return -1;
}
