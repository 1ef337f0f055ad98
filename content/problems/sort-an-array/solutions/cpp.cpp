class Solution {
    void siftDown(vector<int>& a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            swap(a[i], a[m]);
            i = m;
        }
    }

public:
    vector<int> sortArray(vector<int>& nums) {
        int n = nums.size();
        for (int i = n / 2 - 1; i >= 0; i--) siftDown(nums, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(nums[0], nums[end]);
            siftDown(nums, 0, end);
        }
        return nums;
    }
};
