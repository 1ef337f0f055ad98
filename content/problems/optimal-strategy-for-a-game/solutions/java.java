class Solution {
    public long maximumAmount(int[] arr) {
        int n = arr.length;
        long[] d = new long[n];
        long total = 0;
        for (int v : arr) total += v;
        for (int i = n - 1; i >= 0; i--) {
            d[i] = arr[i];
            for (int j = i + 1; j < n; j++) d[j] = Math.max(arr[i] - d[j], arr[j] - d[j - 1]);
        }
        return (total + d[n - 1]) / 2;
    }
}
