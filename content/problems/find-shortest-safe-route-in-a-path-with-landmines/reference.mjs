// Multi-source BFS from every safe cell of the first column; the route length counts cells.
export default function solve(mat) {
  const R = mat.length;
  const C = mat[0].length;
  const safe = new Uint8Array(R * C);
  for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) safe[r * C + c] = mat[r][c];
  for (let r = 0; r < R; r++)
    for (let c = 0; c < C; c++) {
      if (mat[r][c] !== 0) continue;
      if (r > 0) safe[(r - 1) * C + c] = 0;
      if (r + 1 < R) safe[(r + 1) * C + c] = 0;
      if (c > 0) safe[r * C + c - 1] = 0;
      if (c + 1 < C) safe[r * C + c + 1] = 0;
    }
  const dist = new Int32Array(R * C).fill(0);
  const queue = new Int32Array(R * C);
  let head = 0;
  let tail = 0;
  for (let r = 0; r < R; r++) {
    if (safe[r * C]) {
      dist[r * C] = 1;
      queue[tail++] = r * C;
    }
  }
  while (head < tail) {
    const cell = queue[head++];
    const r = Math.floor(cell / C);
    const c = cell % C;
    if (c === C - 1) return dist[cell];
    const next = [r > 0 ? cell - C : -1, r + 1 < R ? cell + C : -1, c > 0 ? cell - 1 : -1, c + 1 < C ? cell + 1 : -1];
    for (const nb of next) {
      if (nb < 0 || !safe[nb] || dist[nb]) continue;
      dist[nb] = dist[cell] + 1;
      queue[tail++] = nb;
    }
  }
  return -1;
}
