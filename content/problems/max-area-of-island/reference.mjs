export default function solve(gridIn) {
  const grid = gridIn.map((row) => [...row]);
  const m = grid.length;
  const n = grid[0].length;
  let best = 0;
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r][c] !== 1) continue;
      grid[r][c] = 0;
      const q = [[r, c]];
      for (let h = 0; h < q.length; h++) {
        const [i, j] = q[h];
        for (const [x, y] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
          if (x >= 0 && x < m && y >= 0 && y < n && grid[x][y] === 1) {
            grid[x][y] = 0;
            q.push([x, y]);
          }
        }
      }
      best = Math.max(best, q.length);
    }
  }
  return best;
}
