class Solution {
    static const long long MOD = 1000000007LL;
    long long power(long long b, long long e) {
        long long r = 1;
        b %= MOD;
        while (e > 0) {
            if (e & 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }
public:
    int findCatalan(int n) {
        long long num = 1, fact = 1;
        for (long long i = 1; i <= 2LL * n; i++) num = num * i % MOD;
        for (long long i = 1; i <= n; i++) fact = fact * i % MOD;
        long long den = fact * fact % MOD * ((n + 1) % MOD) % MOD;
        return (int)(num * power(den, MOD - 2) % MOD);
    }
};
