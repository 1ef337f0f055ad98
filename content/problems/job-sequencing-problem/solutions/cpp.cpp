class Solution {
    vector<int> parent;
    int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }
public:
    vector<int> jobSequencing(vector<int>& deadline, vector<int>& profit) {
        int n = deadline.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return profit[a] > profit[b]; });
        parent.resize(n + 1);
        iota(parent.begin(), parent.end(), 0);
        int count = 0, total = 0;
        for (int i : idx) {
            int s = find(min(deadline[i], n));
            if (s > 0) { parent[s] = s - 1; count++; total += profit[i]; }
        }
        return {count, total};
    }
};
