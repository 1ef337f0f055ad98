class Solution {
    public int permutationCoeff(int n, int k) {
        final long MOD = 1_000_000_007L;
        long r = 1;
        for (int i = 0; i < k; i++) r = r * (n - i) % MOD;
        return (int) r;
    }
}
