class Solution {
    public long findMaxSum(int[] arr) {
        long s3 = 0, s2 = 0, s1 = 0;
        for (int i = 0; i < arr.length; i++) {
            long prev = i > 0 ? arr[i - 1] : 0;
            long cur = Math.max(s1, Math.max(arr[i] + s2, arr[i] + prev + s3));
            s3 = s2;
            s2 = s1;
            s1 = cur;
        }
        return s1;
    }
}
