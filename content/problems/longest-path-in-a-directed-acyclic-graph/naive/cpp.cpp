// Bellman-Ford style: relax every edge with max until a round changes nothing. O(V * E) rounds x edges.
class Solution {
public:
    vector<int> longestPath(int V, vector<vector<int>>& edges, int src) {
        vector<int> best(V, -1);
        best[src] = 0;
        for (bool changed = true; changed;) {
            changed = false;
            for (auto& e : edges) {
                if (best[e[0]] >= 0 && best[e[0]] + e[2] > best[e[1]]) {
                    best[e[1]] = best[e[0]] + e[2];
                    changed = true;
                }
            }
        }
        return best;
    }
};
