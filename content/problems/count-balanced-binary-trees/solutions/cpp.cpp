class Solution {
public:
    int countBT(int h) {
        const long long MOD = 1000000007LL;
        long long prev2 = 1, prev = 1;  // B(i-2), B(i-1)
        for (int i = 2; i <= h; i++) {
            long long cur = prev * ((prev + 2 * prev2) % MOD) % MOD;
            prev2 = prev;
            prev = cur;
        }
        return (int)prev;
    }
};
