class Solution {
    public int countBT(int h) {
        final long MOD = 1_000_000_007L;
        long prev2 = 1, prev = 1;
        for (int i = 2; i <= h; i++) {
            long cur = prev * ((prev + 2 * prev2) % MOD) % MOD;
            prev2 = prev;
            prev = cur;
        }
        return (int) prev;
    }
}
