class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> out = new ArrayList<>();
        int[] queens = new int[n];
        place(n, 0, queens, new boolean[n], new boolean[2 * n], new boolean[2 * n], out);
        return out;
    }

    private void place(int n, int r, int[] queens, boolean[] cols, boolean[] d1, boolean[] d2, List<List<String>> out) {
        if (r == n) {
            List<String> board = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                char[] row = new char[n];
                Arrays.fill(row, '.');
                row[queens[i]] = 'Q';
                board.add(new String(row));
            }
            out.add(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || d1[r - c + n - 1] || d2[r + c]) continue;
            cols[c] = d1[r - c + n - 1] = d2[r + c] = true;
            queens[r] = c;
            place(n, r + 1, queens, cols, d1, d2, out);
            cols[c] = d1[r - c + n - 1] = d2[r + c] = false;
        }
    }
}
