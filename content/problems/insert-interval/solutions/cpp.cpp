class Solution {
public:
    vector<vector<int>> insert(vector<vector<int>>& intervals, vector<int>& newInterval) {
        vector<vector<int>> out;
        size_t i = 0, n = intervals.size();
        while (i < n && intervals[i][1] < newInterval[0]) out.push_back(intervals[i++]);
        int lo = newInterval[0], hi = newInterval[1];
        while (i < n && intervals[i][0] <= hi) {
            lo = min(lo, intervals[i][0]);
            hi = max(hi, intervals[i][1]);
            i++;
        }
        out.push_back({lo, hi});
        while (i < n) out.push_back(intervals[i++]);
        return out;
    }
};
