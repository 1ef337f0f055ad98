// Mutates board (JSON form: array of arrays of 1-char strings) in place.
export default function solve(board) {
  const m = board.length;
  const n = board[0].length;
  const safe = Array.from({ length: m }, () => new Array(n).fill(false));
  const q = [];
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) {
    if ((r === 0 || c === 0 || r === m - 1 || c === n - 1) && board[r][c] === 'O') {
      safe[r][c] = true;
      q.push([r, c]);
    }
  }
  for (let h = 0; h < q.length; h++) {
    const [r, c] = q[h];
    for (const [x, y] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
      if (x >= 0 && x < m && y >= 0 && y < n && !safe[x][y] && board[x][y] === 'O') {
        safe[x][y] = true;
        q.push([x, y]);
      }
    }
  }
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) if (board[r][c] === 'O' && !safe[r][c]) board[r][c] = 'X';
}
