class Solution {
    public void nextPermutation(int[] nums) {
        int n = nums.length, i = n - 2;
        while (i >= 0 && nums[i] >= nums[i + 1]) i--;
        if (i >= 0) {
            int j = n - 1;
            while (nums[j] <= nums[i]) j--;
            int t = nums[i]; nums[i] = nums[j]; nums[j] = t;
        }
        for (int lo = i + 1, hi = n - 1; lo < hi; lo++, hi--) {
            int t = nums[lo]; nums[lo] = nums[hi]; nums[hi] = t;
        }
    }
}
