class Solution {
public:
    int permutationCoeff(int n, int k) {
        const long long MOD = 1000000007LL;
        // row[j] = P(i, j) for the current i, built with P(i, j) = P(i-1, j) + j * P(i-1, j-1)
        vector<long long> row(k + 1, 0);
        row[0] = 1;
        for (int i = 1; i <= n; i++)
            for (int j = min(i, k); j >= 1; j--) row[j] = (row[j] + j * row[j - 1]) % MOD;
        return (int)row[k];
    }
};
