class Solution {
    public int findWinner(int n, int x, int y) {
        boolean[] win = new boolean[n + 1];
        for (int m = 1; m <= n; m++)
            win[m] = !win[m - 1] || (m >= x && !win[m - x]) || (m >= y && !win[m - y]);
        return win[n] ? 1 : 0;
    }
}
