class Solution {
    public long countWays(int n, int k) {
        final long M = 1000000007L;
        long diff = k % M, same = 0;
        for (int i = 2; i <= n; i++) {
            long nd = (same + diff) % M * (k - 1) % M;
            same = diff;
            diff = nd;
        }
        return (same + diff) % M;
    }
}
