export default function solve(matrix) {
  const m = matrix.length;
  const n = matrix[0].length;
  const cells = [];
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) cells.push([matrix[r][c], r, c]);
  cells.sort((a, b) => b[0] - a[0]);
  const best = Array.from({ length: m }, () => Array(n).fill(1));
  let ans = 0;
  for (const [v, r, c] of cells) {
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr >= 0 && nc >= 0 && nr < m && nc < n && matrix[nr][nc] > v) best[r][c] = Math.max(best[r][c], best[nr][nc] + 1);
    }
    ans = Math.max(ans, best[r][c]);
  }
  return ans;
}
