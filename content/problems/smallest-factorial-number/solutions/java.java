class Solution {
    private long zeros(long x) {
        long z = 0;
        for (long p = 5; p <= x; p *= 5) z += x / p;
        return z;
    }

    public int findNum(int n) {
        long lo = 1, hi = 5L * n;
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            if (zeros(mid) >= n) hi = mid;
            else lo = mid + 1;
        }
        return (int) lo;
    }
}
