class Solution {
    public int minJumps(int[] arr) {
        int n = arr.length;
        if (n == 1) return 0;
        int jumps = 0, end = 0, far = 0;
        for (int i = 0; i < n - 1; i++) {
            far = Math.max(far, i + arr[i]);
            if (i == end) {
                if (far <= i) return -1;
                jumps++;
                end = far;
                if (end >= n - 1) return jumps;
            }
        }
        return jumps;
    }
}
