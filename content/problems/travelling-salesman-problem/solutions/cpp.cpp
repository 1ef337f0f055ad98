class Solution {
public:
    int totalCost(vector<vector<int>>& cost) {
        int n = cost.size();
        if (n == 1) return 0;
        int full = 1 << n;
        const int INF = INT_MAX / 2;
        vector<int> dp((size_t)full * n, INF);
        dp[1 * n + 0] = 0;
        for (int mask = 1; mask < full; mask += 2) {
            for (int j = 0; j < n; j++) {
                int cur = dp[(size_t)mask * n + j];
                if (cur >= INF) continue;
                for (int k = 1; k < n; k++) {
                    if (mask >> k & 1) continue;
                    int& next = dp[(size_t)(mask | 1 << k) * n + k];
                    next = min(next, cur + cost[j][k]);
                }
            }
        }
        int best = INF;
        for (int j = 1; j < n; j++) best = min(best, dp[(size_t)(full - 1) * n + j] + cost[j][0]);
        return best;
    }
};
