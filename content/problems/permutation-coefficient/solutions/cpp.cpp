class Solution {
public:
    int permutationCoeff(int n, int k) {
        const long long MOD = 1000000007LL;
        long long r = 1;
        for (int i = 0; i < k; i++) r = r * (n - i) % MOD;
        return (int)r;
    }
};
