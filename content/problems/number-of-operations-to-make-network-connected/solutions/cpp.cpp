class Solution {
    vector<int> parent;
    int find(int x) {
        while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
        return x;
    }
public:
    int makeConnected(int n, vector<vector<int>>& connections) {
        if ((long long)connections.size() < n - 1) return -1;
        parent.resize(n);
        iota(parent.begin(), parent.end(), 0);
        int comps = n;
        for (auto& e : connections) {
            int a = find(e[0]), b = find(e[1]);
            if (a != b) { parent[a] = b; comps--; }
        }
        return comps - 1;
    }
};
