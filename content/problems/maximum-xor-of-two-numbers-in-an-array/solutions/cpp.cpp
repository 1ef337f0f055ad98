class Solution {
public:
    int findMaximumXOR(vector<int>& nums) {
        // binary trie over bits 30..0, children stored in a flat array
        vector<array<int, 2>> trie(1, {0, 0});
        trie.reserve(nums.size() * 31 + 1);
        auto insert = [&](int x) {
            int node = 0;
            for (int b = 30; b >= 0; b--) {
                int bit = (x >> b) & 1;
                if (!trie[node][bit]) {
                    trie[node][bit] = trie.size();
                    trie.push_back({0, 0});
                }
                node = trie[node][bit];
            }
        };
        int best = 0;
        insert(nums[0]);
        for (int x : nums) {
            insert(x);
            int node = 0, cur = 0;
            for (int b = 30; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (trie[node][want]) { cur |= 1 << b; node = trie[node][want]; }
                else node = trie[node][want ^ 1];
            }
            best = max(best, cur);
        }
        return best;
    }
};
