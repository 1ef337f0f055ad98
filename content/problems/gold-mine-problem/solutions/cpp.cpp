class Solution {
public:
    int maxGold(int n, int m, vector<vector<int>> M) {
        vector<int> next(n), cur(n);
        for (int i = 0; i < n; i++) next[i] = M[i][m - 1];
        for (int j = m - 2; j >= 0; j--) {
            for (int i = 0; i < n; i++) {
                int b = next[i];
                if (i > 0) b = max(b, next[i - 1]);
                if (i < n - 1) b = max(b, next[i + 1]);
                cur[i] = M[i][j] + b;
            }
            swap(next, cur);
        }
        return *max_element(next.begin(), next.end());
    }
};
