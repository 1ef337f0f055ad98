class Solution {
    int lower(const vector<int>& a, long long x) {
        int lo = 0, hi = a.size();
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (a[mid] < x) lo = mid + 1; else hi = mid;
        }
        return lo;
    }
public:
    vector<int> searchRange(vector<int>& nums, int target) {
        int first = lower(nums, target);
        if (first == (int)nums.size() || nums[first] != target) return {-1, -1};
        return {first, lower(nums, (long long)target + 1) - 1};
    }
};
