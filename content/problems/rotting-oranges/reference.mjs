export default function solve(gridIn) {
  const grid = gridIn.map((row) => [...row]);
  const m = grid.length;
  const n = grid[0].length;
  let q = [];
  let fresh = 0;
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) {
    if (grid[r][c] === 2) q.push([r, c]);
    else if (grid[r][c] === 1) fresh++;
  }
  let minutes = 0;
  while (q.length && fresh) {
    const next = [];
    for (const [r, c] of q) {
      for (const [x, y] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
        if (x >= 0 && x < m && y >= 0 && y < n && grid[x][y] === 1) {
          grid[x][y] = 2;
          fresh--;
          next.push([x, y]);
        }
      }
    }
    q = next;
    minutes++;
  }
  return fresh ? -1 : minutes;
}
