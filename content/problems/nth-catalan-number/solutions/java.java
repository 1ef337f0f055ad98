class Solution {
    static final long MOD = 1_000_000_007L;

    long power(long b, long e) {
        long r = 1;
        b %= MOD;
        while (e > 0) {
            if ((e & 1) == 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }

    public int findCatalan(int n) {
        long num = 1, fact = 1;
        for (long i = 1; i <= 2L * n; i++) num = num * i % MOD;
        for (long i = 1; i <= n; i++) fact = fact * i % MOD;
        long den = fact * fact % MOD * ((n + 1) % MOD) % MOD;
        return (int) (num * power(den, MOD - 2) % MOD);
    }
}
