class Solution {
    public boolean canPartition(int[] nums) {
        int total = 0;
        for (int x : nums) total += x;
        if (total % 2 != 0) return false;
        int target = total / 2;
        boolean[] can = new boolean[target + 1];
        can[0] = true;
        for (int x : nums) {
            for (int t = target; t >= x; t--) {
                if (can[t - x]) can[t] = true;
            }
            if (can[target]) return true;
        }
        return can[target];
    }
}
