class Solution {
    public int findPlatform(int[] arr, int[] dep) {
        int[] diff = new int[2361];
        for (int i = 0; i < arr.length; i++) {
            diff[arr[i]]++;
            diff[dep[i] + 1]--;
        }
        int cur = 0, best = 0;
        for (int d : diff) {
            cur += d;
            best = Math.max(best, cur);
        }
        return best;
    }
}
