class Solution {
public:
    int minimumCost(int n, int w, vector<int>& cost) {
        const long long INF = LLONG_MAX / 4;
        vector<long long> best(w + 1, INF);
        best[0] = 0;
        for (int i = 0; i < n; i++) {
            if (cost[i] == -1) continue;
            int s = i + 1;
            for (int t = s; t <= w; t++) best[t] = min(best[t], best[t - s] + cost[i]);
        }
        return best[w] >= INF ? -1 : (int)best[w];
    }
};
