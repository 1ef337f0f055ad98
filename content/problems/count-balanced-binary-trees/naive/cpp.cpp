class Solution {
    long long go(int h) {
        const long long MOD = 1000000007LL;
        if (h <= 1) return 1;
        long long a = go(h - 1), b = go(h - 2);
        return a * ((a + 2 * b) % MOD) % MOD;
    }
public:
    int countBT(int h) {
        return (int)go(h);
    }
};
