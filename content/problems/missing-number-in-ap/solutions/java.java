class Solution {
    public int findMissing(int[] arr) {
        int n = arr.length;
        long d = ((long) arr[n - 1] - arr[0]) / n;
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (arr[mid] == arr[0] + mid * d) lo = mid + 1;
            else hi = mid;
        }
        return (int) (arr[0] + lo * d);
    }
}
