class Solution {
    public int uniquePaths(int m, int n) {
        int k = Math.min(m, n) - 1;
        long res = 1;
        for (int i = 1; i <= k; i++) res = res * (m + n - 2 - k + i) / i;
        return (int) res;
    }
}
