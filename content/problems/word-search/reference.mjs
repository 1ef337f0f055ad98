export default function solve(board, word) {
  const m = board.length;
  const n = board[0].length;
  const seen = board.map((row) => row.map(() => false));
  const dfs = (r, c, k) => {
    if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || board[r][c] !== word[k]) return false;
    if (k === word.length - 1) return true;
    seen[r][c] = true;
    const ok = dfs(r + 1, c, k + 1) || dfs(r - 1, c, k + 1) || dfs(r, c + 1, k + 1) || dfs(r, c - 1, k + 1);
    seen[r][c] = false;
    return ok;
  };
  // letter-count pruning keeps the oracle fast on adversarial boards
  const count = {};
  for (const row of board) for (const ch of row) count[ch] = (count[ch] || 0) + 1;
  for (const ch of word) if (!count[ch]--) return false;
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) if (dfs(r, c, 0)) return true;
  return false;
}
