export default function solve(grid) {
  const n = grid.length;
  const m = grid[0].length;
  const seen = new Uint8Array(n * m);
  const queue = new Int32Array(n * m);
  let count = 0;
  for (let s = 0; s < n * m; s++) {
    const r0 = Math.floor(s / m);
    if (seen[s] || grid[r0][s % m] !== '1') continue;
    count++;
    seen[s] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const cell = queue[head++];
      const r = Math.floor(cell / m);
      const c = cell % m;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const nr = r + dr;
          const nc = c + dc;
          if (nr < 0 || nc < 0 || nr >= n || nc >= m) continue;
          const k = nr * m + nc;
          if (seen[k] || grid[nr][nc] !== '1') continue;
          seen[k] = 1;
          queue[tail++] = k;
        }
      }
    }
  }
  return count;
}
