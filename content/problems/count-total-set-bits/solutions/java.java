class Solution {
    public int countSetBits(int n) {
        long m = (long) n + 1, total = 0;
        for (long p = 1; p <= n; p *= 2) total += (m / (2 * p)) * p + Math.max(0L, m % (2 * p) - p);
        return (int) total;
    }
}
