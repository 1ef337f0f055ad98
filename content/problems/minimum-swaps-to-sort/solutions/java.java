class Solution {
    public int minSwaps(int[] nums) {
        int n = nums.length;
        long[] packed = new long[n];
        for (int i = 0; i < n; i++) packed[i] = ((long) nums[i] << 20) | i;
        Arrays.sort(packed);
        int[] from = new int[n];
        for (int i = 0; i < n; i++) from[i] = (int) (packed[i] & ((1 << 20) - 1));
        boolean[] seen = new boolean[n];
        int cycles = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            cycles++;
            for (int j = i; !seen[j]; j = from[j]) seen[j] = true;
        }
        return n - cycles;
    }
}
