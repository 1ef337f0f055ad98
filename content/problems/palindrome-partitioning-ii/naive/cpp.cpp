class Solution {
public:
    int minCut(string s) {
        int n = s.size();
        vector<vector<char>> pal(n, vector<char>(n, 0));
        for (int i = n - 1; i >= 0; i--)
            for (int j = i; j < n; j++)
                pal[i][j] = s[i] == s[j] && (j - i < 2 || pal[i + 1][j - 1]);
        // cuts[i][j]: fewest cuts for s[i..j], trying every split point
        vector<vector<int>> cuts(n, vector<int>(n, 0));
        for (int len = 2; len <= n; len++) {
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                if (pal[i][j]) { cuts[i][j] = 0; continue; }
                int best = INT_MAX;
                for (int t = i; t < j; t++) best = min(best, cuts[i][t] + 1 + cuts[t + 1][j]);
                cuts[i][j] = best;
            }
        }
        return cuts[0][n - 1];
    }
};
