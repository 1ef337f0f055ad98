export default function solve(gridIn) {
  const grid = gridIn.map((row) => [...row]);
  const m = grid.length;
  const n = grid[0].length;
  let count = 0;
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r][c] !== '1') continue;
      count++;
      grid[r][c] = '0';
      const st = [[r, c]];
      while (st.length) {
        const [i, j] = st.pop();
        for (const [x, y] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
          if (x >= 0 && x < m && y >= 0 && y < n && grid[x][y] === '1') {
            grid[x][y] = '0';
            st.push([x, y]);
          }
        }
      }
    }
  }
  return count;
}
