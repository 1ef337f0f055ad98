class Solution {
public:
    vector<int> maximizeXor(vector<int>& nums, vector<vector<int>>& queries) {
        vector<int> out;
        for (auto& q : queries) {
            int best = -1;
            for (int v : nums)
                if (v <= q[1]) best = max(best, v ^ q[0]);
            out.push_back(best);
        }
        return out;
    }
};
