class Solution {
    vector<int> buf;
    long long sortCount(vector<int>& a, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) / 2;
        long long count = sortCount(a, lo, mid) + sortCount(a, mid, hi);
        int p = mid;
        for (int i = lo; i < mid; i++) {
            while (p < hi && (long long)a[i] > 2LL * a[p]) p++;
            count += p - mid;
        }
        merge(a.begin() + lo, a.begin() + mid, a.begin() + mid, a.begin() + hi, buf.begin() + lo);
        copy(buf.begin() + lo, buf.begin() + hi, a.begin() + lo);
        return count;
    }
public:
    int reversePairs(vector<int>& nums) {
        buf.assign(nums.size(), 0);
        return (int)sortCount(nums, 0, nums.size());
    }
};
