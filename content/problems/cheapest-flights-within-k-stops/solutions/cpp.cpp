class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        const int INF = INT_MAX / 2;
        vector<int> cost(n, INF);
        cost[src] = 0;
        for (int r = 0; r <= k; r++) {
            vector<int> next = cost;
            for (auto& f : flights)
                if (cost[f[0]] != INF && cost[f[0]] + f[2] < next[f[1]]) next[f[1]] = cost[f[0]] + f[2];
            cost.swap(next);
        }
        return cost[dst] == INF ? -1 : cost[dst];
    }
};
