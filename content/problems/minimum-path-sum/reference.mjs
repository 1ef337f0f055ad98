export default function solve(grid) {
  const m = grid.length;
  const n = grid[0].length;
  const best = grid.map((row) => row.map(() => 0));
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) {
      const up = r > 0 ? best[r - 1][c] : Infinity;
      const left = c > 0 ? best[r][c - 1] : Infinity;
      best[r][c] = grid[r][c] + (r === 0 && c === 0 ? 0 : Math.min(up, left));
    }
  }
  return best[m - 1][n - 1];
}
