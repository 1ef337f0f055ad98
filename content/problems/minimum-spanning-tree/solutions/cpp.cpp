class Solution {
    vector<int> parent, size_;
    int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }
public:
    int spanningTree(int V, vector<vector<int>>& edges) {
        sort(edges.begin(), edges.end(), [](const vector<int>& a, const vector<int>& b) { return a[2] < b[2]; });
        parent.resize(V);
        iota(parent.begin(), parent.end(), 0);
        size_.assign(V, 1);
        int total = 0, used = 0;
        for (auto& e : edges) {
            int a = find(e[0]), b = find(e[1]);
            if (a == b) continue;
            if (size_[a] < size_[b]) swap(a, b);
            parent[b] = a;
            size_[a] += size_[b];
            total += e[2];
            if (++used == V - 1) break;
        }
        return total;
    }
};
