class Solution {
public:
    long long countSpanningTrees(int V, vector<vector<int>>& edges) {
        if (V == 1) return 1;
        int n = V - 1;
        vector<vector<__int128>> L(V, vector<__int128>(V, 0));
        for (auto& e : edges) {
            L[e[0]][e[0]]++, L[e[1]][e[1]]++;
            L[e[0]][e[1]]--, L[e[1]][e[0]]--;
        }
        // drop row and column 0, then Bareiss elimination
        vector<vector<__int128>> M(n, vector<__int128>(n));
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) M[i][j] = L[i + 1][j + 1];
        __int128 prev = 1;
        int sign = 1;
        for (int k = 0; k < n - 1; k++) {
            if (M[k][k] == 0) {
                int r = k + 1;
                while (r < n && M[r][k] == 0) r++;
                if (r == n) return 0;
                swap(M[k], M[r]);
                sign = -sign;
            }
            for (int i = k + 1; i < n; i++)
                for (int j = k + 1; j < n; j++) M[i][j] = (M[i][j] * M[k][k] - M[i][k] * M[k][j]) / prev;
            prev = M[k][k];
        }
        return (long long)(sign * M[n - 1][n - 1]);
    }
};
