class Solution {
    public int maximizeTheCuts(int n, int x, int y, int z) {
        int[] best = new int[n + 1];
        Arrays.fill(best, -1);
        best[0] = 0;
        int[] cuts = {x, y, z};
        for (int L = 1; L <= n; L++)
            for (int c : cuts)
                if (c <= L && best[L - c] >= 0) best[L] = Math.max(best[L], best[L - c] + 1);
        return Math.max(best[n], 0);
    }
}
