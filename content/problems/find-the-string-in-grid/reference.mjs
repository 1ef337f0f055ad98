const DIRS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

export default function solve(grid, word) {
  const R = grid.length, C = grid[0].length, L = word.length;
  const out = [];
  for (let r = 0; r < R; r++) {
    for (let c = 0; c < C; c++) {
      if (grid[r][c] !== word[0]) continue;
      for (const [dr, dc] of DIRS) {
        let k = 1;
        while (k < L) {
          const y = r + k * dr, x = c + k * dc;
          if (y < 0 || y >= R || x < 0 || x >= C || grid[y][x] !== word[k]) break;
          k++;
        }
        if (k === L) {
          out.push([r, c]);
          break;
        }
      }
    }
  }
  return out;
}
