class Solution {
public:
    int optimalSearchTree(vector<int>& keys, vector<int>& freq) {
        int n = keys.size();
        vector<int> pre(n + 1, 0);
        for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + freq[i];
        // cost[i][j]: cheapest tree for keys in the half-open range [i, j)
        vector<vector<int>> cost(n + 1, vector<int>(n + 1, 0));
        for (int len = 1; len <= n; len++) {
            for (int i = 0; i + len <= n; i++) {
                int j = i + len, best = INT_MAX;
                for (int r = i; r < j; r++) best = min(best, cost[i][r] + cost[r + 1][j]);
                cost[i][j] = best + pre[j] - pre[i];
            }
        }
        return cost[0][n];
    }
};
