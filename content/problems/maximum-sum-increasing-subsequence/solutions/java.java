class Solution {
    public int maxSumIS(int[] arr) {
        int n = arr.length, ans = 0;
        int[] best = new int[n];
        for (int i = 0; i < n; i++) {
            best[i] = arr[i];
            for (int j = 0; j < i; j++)
                if (arr[j] < arr[i]) best[i] = Math.max(best[i], best[j] + arr[i]);
            ans = Math.max(ans, best[i]);
        }
        return ans;
    }
}
