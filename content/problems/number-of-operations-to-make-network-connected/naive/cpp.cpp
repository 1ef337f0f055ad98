class Solution {
public:
    int makeConnected(int n, vector<vector<int>>& connections) {
        if ((long long)connections.size() < n - 1) return -1;
        vector<int> label(n);
        iota(label.begin(), label.end(), 0);
        bool changed = true;
        while (changed) {  // propagate the smallest label along cables until stable
            changed = false;
            for (auto& e : connections) {
                int m = min(label[e[0]], label[e[1]]);
                if (label[e[0]] != m || label[e[1]] != m) { label[e[0]] = label[e[1]] = m; changed = true; }
            }
        }
        int comps = 0;
        for (int i = 0; i < n; i++) comps += label[i] == i;
        return comps - 1;
    }
};
