/**
 * @param {number[][]} mat
 * @param {number} xs
 * @param {number} ys
 * @param {number} xd
 * @param {number} yd
 * @return {number}
 */
var longestPath = function (mat, xs, ys, xd, yd) {
  const n = mat.length;
  const m = mat[0].length;
  if (mat[xs][ys] === 0 || mat[xd][yd] === 0) return -1;
  const seen = mat.map((row) => row.map(() => false));
  let best = -1;
  const dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  const dfs = (r, c, len) => {
    if (r === xd && c === yd) {
      if (len > best) best = len;
      return;
    }
    seen[r][c] = true;
    for (const [dr, dc] of dirs) {
      const a = r + dr;
      const b = c + dc;
      if (a >= 0 && b >= 0 && a < n && b < m && mat[a][b] === 1 && !seen[a][b]) dfs(a, b, len + 1);
    }
    seen[r][c] = false;
  };
  dfs(xs, ys, 0);
  return best;
};
