class Solution {
public:
    int isNegativeWeightCycle(int n, vector<vector<int>>& edges) {
        vector<long long> dist(n, 0);  // an imaginary source joined to every vertex
        for (int round = 0; round < n; round++) {
            bool changed = false;
            for (auto& e : edges) {
                if (dist[e[0]] + e[2] < dist[e[1]]) {
                    dist[e[1]] = dist[e[0]] + e[2];
                    changed = true;
                }
            }
            if (!changed) return 0;
        }
        return 1;
    }
};
