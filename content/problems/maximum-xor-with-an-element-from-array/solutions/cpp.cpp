class Solution {
public:
    vector<int> maximizeXor(vector<int>& nums, vector<vector<int>>& queries) {
        sort(nums.begin(), nums.end());
        vector<int> order(queries.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a][1] < queries[b][1]; });
        vector<array<int, 2>> trie(1, {0, 0});
        trie.reserve(nums.size() * 30 + 1);
        vector<int> out(queries.size(), -1);
        size_t p = 0;
        for (int qi : order) {
            int x = queries[qi][0], m = queries[qi][1];
            while (p < nums.size() && nums[p] <= m) {
                int node = 0;
                for (int b = 29; b >= 0; b--) {
                    int bit = (nums[p] >> b) & 1;
                    if (!trie[node][bit]) {
                        trie[node][bit] = trie.size();
                        trie.push_back({0, 0});
                    }
                    node = trie[node][bit];
                }
                p++;
            }
            if (p == 0) continue;
            int node = 0, best = 0;
            for (int b = 29; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (trie[node][want]) { best |= 1 << b; node = trie[node][want]; }
                else node = trie[node][want ^ 1];
            }
            out[qi] = best;
        }
        return out;
    }
};
