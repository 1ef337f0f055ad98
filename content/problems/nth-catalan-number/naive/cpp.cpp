class Solution {
public:
    int findCatalan(int n) {
        const long long MOD = 1000000007LL;
        vector<long long> c(n + 1, 0);
        c[0] = 1;
        for (int i = 1; i <= n; i++) {
            long long s = 0;
            for (int j = 0; j < i; j++) s = (s + c[j] * c[i - 1 - j]) % MOD;
            c[i] = s;
        }
        return (int)c[n];
    }
};
