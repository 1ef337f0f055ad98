class Solution {
    public int nthRoot(int n, int m) {
        long lo = 1, hi = m;
        while (lo <= hi) {
            long mid = (lo + hi) / 2;
            long p = 1;
            for (int i = 0; i < n && p <= m; i++) p *= mid;
            if (p == m) return (int) mid;
            if (p > m) hi = mid - 1;
            else lo = mid + 1;
        }
        return -1;
    }
}
