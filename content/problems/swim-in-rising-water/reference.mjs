// Oracle: binary search on the time + BFS.
export default function solve(grid) {
  const n = grid.length;
  const reachable = (t) => {
    if (grid[0][0] > t) return false;
    const seen = Array.from({ length: n }, () => new Array(n).fill(false));
    seen[0][0] = true;
    const q = [[0, 0]];
    for (let h = 0; h < q.length; h++) {
      const [r, c] = q[h];
      if (r === n - 1 && c === n - 1) return true;
      for (const [x, y] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
        if (x >= 0 && x < n && y >= 0 && y < n && !seen[x][y] && grid[x][y] <= t) {
          seen[x][y] = true;
          q.push([x, y]);
        }
      }
    }
    return false;
  };
  let lo = 0;
  let hi = n * n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reachable(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
