// Node iterator without ordering: for every vertex, look at every pair of its edges. O(sum of deg^2).
class Solution {
public:
    long long countTriangles(int V, vector<vector<int>>& edges, bool directed) {
        unordered_set<long long> has;
        vector<vector<int>> out(V);
        for (auto& e : edges) {
            has.insert((long long)e[0] * V + e[1]);
            out[e[0]].push_back(e[1]);
            if (!directed) {
                has.insert((long long)e[1] * V + e[0]);
                out[e[1]].push_back(e[0]);
            }
        }
        long long count = 0;
        if (directed) {
            for (int u = 0; u < V; u++)
                for (int v : out[u])
                    for (int w : out[v])
                        if (has.count((long long)w * V + u)) count++;
            return count / 3;
        }
        for (int u = 0; u < V; u++)
            for (size_t i = 0; i < out[u].size(); i++)
                for (size_t j = i + 1; j < out[u].size(); j++)
                    if (has.count((long long)out[u][i] * V + out[u][j])) count++;
        return count / 3;
    }
};
