export default function solve(grid, word) {
  const R = grid.length, C = grid[0].length, L = word.length;
  const used = Array.from({ length: R }, () => new Array(C).fill(false));
  const D = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  function dfs(r, c, k) {
    if (k === L - 1) return 1;
    used[r][c] = true;
    let total = 0;
    for (const [dr, dc] of D) {
      const y = r + dr, x = c + dc;
      if (y >= 0 && y < R && x >= 0 && x < C && !used[y][x] && grid[y][x] === word[k + 1]) total += dfs(y, x, k + 1);
    }
    used[r][c] = false;
    return total;
  }
  let count = 0;
  for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) if (grid[r][c] === word[0]) count += dfs(r, c, 0);
  return count;
}
