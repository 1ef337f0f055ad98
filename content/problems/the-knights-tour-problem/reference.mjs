// Warnsdorff's rule inside a complete backtracking search: try the square with the fewest onward moves first,
// breaking ties by the smaller total of its neighbours' onward moves (Pohl's refinement), then by position.
const MOVES = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]];

export default function solve(n) {
  // Boards of size 2, 3 and 4 have no open tour from the corner.
  if (n >= 2 && n <= 4) return [];
  const board = Array.from({ length: n }, () => new Array(n).fill(-1));
  const free = (x, y) => x >= 0 && y >= 0 && x < n && y < n && board[x][y] === -1;
  const onward = (x, y) => MOVES.filter(([dx, dy]) => free(x + dx, y + dy)).map(([dx, dy]) => [x + dx, y + dy]);
  const go = (x, y, step) => {
    board[x][y] = step;
    if (step === n * n - 1) return true;
    const next = onward(x, y).map(([a, b]) => {
      board[a][b] = -2;
      const around = onward(a, b);
      const second = around.reduce((s, [p, q]) => s + onward(p, q).length, 0);
      board[a][b] = -1;
      return [around.length, second, a, b];
    });
    next.sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2] || p[3] - q[3]);
    for (const [, , a, b] of next) if (go(a, b, step + 1)) return true;
    board[x][y] = -1;
    return false;
  };
  return go(0, 0, 0) ? board : [];
}
