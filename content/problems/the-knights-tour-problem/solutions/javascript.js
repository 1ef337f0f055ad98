/**
 * @param {number} n
 * @return {number[][]}
 */
var knightTour = function (n) {
  if (n >= 2 && n <= 4) return [];
  const MOVES = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]];
  const board = Array.from({ length: n }, () => new Array(n).fill(-1));
  const free = (x, y) => x >= 0 && y >= 0 && x < n && y < n && board[x][y] === -1;
  const onward = (x, y) => {
    const out = [];
    for (const [dx, dy] of MOVES) if (free(x + dx, y + dy)) out.push([x + dx, y + dy]);
    return out;
  };
  const go = (x, y, step) => {
    board[x][y] = step;
    if (step === n * n - 1) return true;
    const next = onward(x, y).map(([a, b]) => {
      board[a][b] = -2;
      const around = onward(a, b);
      let second = 0;
      for (const [p, q] of around) second += onward(p, q).length;
      board[a][b] = -1;
      return [around.length, second, a, b];
    });
    next.sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2] || p[3] - q[3]);
    for (const [, , a, b] of next) if (go(a, b, step + 1)) return true;
    board[x][y] = -1;
    return false;
  };
  return go(0, 0, 0) ? board : [];
};
