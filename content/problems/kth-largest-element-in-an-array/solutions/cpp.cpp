class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        // three-way quickselect for index n - k in ascending order
        int target = (int)nums.size() - k;
        int lo = 0, hi = (int)nums.size() - 1;
        mt19937 gen(12345);
        while (true) {
            int pivot = nums[lo + gen() % (hi - lo + 1)];
            int lt = lo, i = lo, gt = hi;
            while (i <= gt) {
                if (nums[i] < pivot) swap(nums[lt++], nums[i++]);
                else if (nums[i] > pivot) swap(nums[i], nums[gt--]);
                else ++i;
            }
            if (target < lt) hi = lt - 1;
            else if (target > gt) lo = gt + 1;
            else return pivot;
        }
    }
};
