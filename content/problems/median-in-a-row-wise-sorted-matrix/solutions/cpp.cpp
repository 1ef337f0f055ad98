class Solution {
public:
    int median(vector<vector<int>>& mat) {
        int lo = INT_MAX, hi = INT_MIN;
        long long cells = 0;
        for (auto& row : mat) {
            lo = min(lo, row.front());
            hi = max(hi, row.back());
            cells += row.size();
        }
        long long half = cells / 2;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long long atMost = 0;
            for (auto& row : mat) atMost += upper_bound(row.begin(), row.end(), mid) - row.begin();
            if (atMost > half) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
