class Solution {
public:
    int nCr(int n, int r) {
        if (r > n) return 0;
        const int P = 1000000007;
        vector<int> row(r + 1, 0);
        row[0] = 1;
        for (int i = 1; i <= n; i++)
            for (int j = min(i, r); j >= 1; j--) row[j] = (row[j] + row[j - 1]) % P;
        return row[r];
    }
};
