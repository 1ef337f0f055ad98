export default function solve(grid) {
  const n = grid.length;
  const m = grid[0].length;
  const dist = grid.map((row) => row.map((v) => (v === 1 ? 0 : -1)));
  const queue = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) if (grid[i][j] === 1) queue.push(i * m + j);
  for (let h = 0; h < queue.length; h++) {
    const i = Math.floor(queue[h] / m);
    const j = queue[h] % m;
    for (const [di, dj] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const a = i + di;
      const b = j + dj;
      if (a >= 0 && a < n && b >= 0 && b < m && dist[a][b] === -1) {
        dist[a][b] = dist[i][j] + 1;
        queue.push(a * m + b);
      }
    }
  }
  return dist;
}
