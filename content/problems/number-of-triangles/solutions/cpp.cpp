class Solution {
public:
    long long countTriangles(int V, vector<vector<int>>& edges, bool directed) {
        // underlying simple graph: key (a, b) with a < b, bits 1 = a -> b, 2 = b -> a
        vector<pair<long long, int>> keyed;
        keyed.reserve(edges.size());
        for (auto& e : edges) {
            int a = min(e[0], e[1]), b = max(e[0], e[1]);
            int bit = directed ? (e[0] < e[1] ? 1 : 2) : 3;
            keyed.push_back({(long long)a * V + b, bit});
        }
        sort(keyed.begin(), keyed.end());
        vector<array<int, 3>> und;  // a, b, bits
        for (size_t i = 0; i < keyed.size(); i++) {
            if (!und.empty() && (long long)und.back()[0] * V + und.back()[1] == keyed[i].first)
                und.back()[2] |= keyed[i].second;
            else
                und.push_back({(int)(keyed[i].first / V), (int)(keyed[i].first % V), keyed[i].second});
        }
        vector<int> deg(V, 0);
        for (auto& t : und) deg[t[0]]++, deg[t[1]]++;
        auto before = [&](int x, int y) { return deg[x] < deg[y] || (deg[x] == deg[y] && x < y); };
        vector<vector<pair<int, int>>> out(V);
        for (auto& t : und) {
            if (before(t[0], t[1])) out[t[0]].push_back({t[1], t[2]});
            else out[t[1]].push_back({t[0], t[2]});
        }
        auto has = [](int x, int y, int b) { return x < y ? (b & 1) != 0 : (b & 2) != 0; };
        vector<int> mark(V, -1), markBits(V, 0);
        long long count = 0;
        for (int u = 0; u < V; u++) {
            for (auto [v, b] : out[u]) mark[v] = u, markBits[v] = b;
            for (auto [v, buv] : out[u]) {
                for (auto [w, bvw] : out[v]) {
                    if (mark[w] != u) continue;
                    if (!directed) { count++; continue; }
                    int buw = markBits[w];
                    if (has(u, v, buv) && has(v, w, bvw) && has(w, u, buw)) count++;
                    if (has(u, w, buw) && has(w, v, bvw) && has(v, u, buv)) count++;
                }
            }
        }
        return count;
    }
};
