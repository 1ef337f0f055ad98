class Solution {
public:
    vector<int> smallestRange(vector<vector<int>>& nums) {
        typedef tuple<int, int, int> T;
        priority_queue<T, vector<T>, greater<T>> pq;
        int hi = INT_MIN;
        for (int i = 0; i < (int)nums.size(); i++) {
            pq.push({nums[i][0], i, 0});
            hi = max(hi, nums[i][0]);
        }
        vector<int> best = {get<0>(pq.top()), hi};
        while (true) {
            auto [lo, i, j] = pq.top();
            pq.pop();
            if (hi - lo < best[1] - best[0]) best = {lo, hi};
            if (j + 1 == (int)nums[i].size()) return best;
            int nxt = nums[i][j + 1];
            hi = max(hi, nxt);
            pq.push({nxt, i, j + 1});
        }
    }
};
