/**
 * @param {number[][]} mat
 * @return {number}
 */
var findShortestPath = function (mat) {
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
  const dist = new Int32Array(R * C);
  const queue = new Int32Array(R * C);
  let head = 0;
  let tail = 0;
  for (let r = 0; r < R; r++)
    if (safe[r * C]) {
      dist[r * C] = 1;
      queue[tail++] = r * C;
    }
  while (head < tail) {
    const cell = queue[head++];
    const c = cell % C;
    if (c === C - 1) return dist[cell];
    const d = dist[cell] + 1;
    if (cell >= C && safe[cell - C] && !dist[cell - C]) { dist[cell - C] = d; queue[tail++] = cell - C; }
    if (cell + C < R * C && safe[cell + C] && !dist[cell + C]) { dist[cell + C] = d; queue[tail++] = cell + C; }
    if (c > 0 && safe[cell - 1] && !dist[cell - 1]) { dist[cell - 1] = d; queue[tail++] = cell - 1; }
    if (c + 1 < C && safe[cell + 1] && !dist[cell + 1]) { dist[cell + 1] = d; queue[tail++] = cell + 1; }
  }
  return -1;
};
