export default function solve(grid) {
  const n = grid[0].length;
  const row = Array(n).fill(0);
  row[0] = grid[0][0] ? 0 : 1;
  for (const g of grid) {
    for (let c = 0; c < n; c++) {
      if (g[c]) row[c] = 0;
      else if (c > 0) row[c] += row[c - 1];
    }
  }
  return row[n - 1];
}
