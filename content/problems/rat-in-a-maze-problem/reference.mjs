// DFS trying moves in alphabetical order (D, L, R, U) so the routes come out sorted.
export default function solve(mat) {
  const n = mat.length;
  const out = [];
  if (mat[0][0] === 0 || mat[n - 1][n - 1] === 0) return out;
  const seen = mat.map((row) => row.map(() => false));
  const moves = [
    ['D', 1, 0],
    ['L', 0, -1],
    ['R', 0, 1],
    ['U', -1, 0],
  ];
  const path = [];
  const go = (r, c) => {
    if (r === n - 1 && c === n - 1) {
      out.push(path.join(''));
      return;
    }
    seen[r][c] = true;
    for (const [ch, dr, dc] of moves) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= n || nc >= n || mat[nr][nc] === 0 || seen[nr][nc]) continue;
      path.push(ch);
      go(nr, nc);
      path.pop();
    }
    seen[r][c] = false;
  };
  go(0, 0);
  return out;
}
