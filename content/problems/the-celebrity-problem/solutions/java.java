class Solution {
    public int celebrity(int[][] mat) {
        int n = mat.length;
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            if (mat[lo][hi] == 1) lo++;
            else hi--;
        }
        for (int j = 0; j < n; j++) {
            if (j != lo && (mat[lo][j] == 1 || mat[j][lo] == 0)) return -1;
        }
        return lo;
    }
}
