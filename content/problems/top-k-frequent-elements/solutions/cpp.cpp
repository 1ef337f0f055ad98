class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> count;
        for (int v : nums) count[v]++;
        // bucket i holds the values seen exactly i times
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto& [v, c] : count) buckets[c].push_back(v);
        vector<int> out;
        out.reserve(k);
        for (int c = nums.size(); c > 0 && (int)out.size() < k; c--)
            for (int v : buckets[c]) {
                if ((int)out.size() == k) break;
                out.push_back(v);
            }
        return out;
    }
};
