class Solution {
public:
    int longestSubseq(vector<int>& arr) {
        unordered_map<int, int> best;
        best.reserve(arr.size() * 2);
        int ans = 0;
        for (int v : arr) {
            int cur = 1;
            auto lo = best.find(v - 1), hi = best.find(v + 1);
            if (lo != best.end()) cur = max(cur, lo->second + 1);
            if (hi != best.end()) cur = max(cur, hi->second + 1);
            int& slot = best[v];
            slot = max(slot, cur);
            ans = max(ans, cur);
        }
        return ans;
    }
};
