export default function solve(knightPos, targetPos, n) {
  const start = (knightPos[0] - 1) * n + (knightPos[1] - 1);
  const goal = (targetPos[0] - 1) * n + (targetPos[1] - 1);
  if (start === goal) return 0;
  const dist = new Int32Array(n * n).fill(-1);
  const queue = new Int32Array(n * n);
  const moves = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  while (head < tail) {
    const cell = queue[head++];
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (const [dr, dc] of moves) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue;
      const k = nr * n + nc;
      if (dist[k] >= 0) continue;
      dist[k] = dist[cell] + 1;
      if (k === goal) return dist[k];
      queue[tail++] = k;
    }
  }
  return -1;
}
