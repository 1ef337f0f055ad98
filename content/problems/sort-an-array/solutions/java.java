class Solution {
    private void siftDown(int[] a, int i, int n) {
        int v = a[i];
        while (true) {
            int l = 2 * i + 1;
            if (l >= n) break;
            if (l + 1 < n && a[l + 1] > a[l]) l++;
            if (a[l] <= v) break;
            a[i] = a[l];
            i = l;
        }
        a[i] = v;
    }

    public int[] sortArray(int[] nums) {
        int n = nums.length;
        for (int i = n / 2 - 1; i >= 0; i--) siftDown(nums, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = nums[0];
            nums[0] = nums[end];
            nums[end] = t;
            siftDown(nums, 0, end);
        }
        return nums;
    }
}
