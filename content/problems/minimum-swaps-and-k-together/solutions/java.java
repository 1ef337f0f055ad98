class Solution {
    public int minSwap(int[] arr, int k) {
        int n = arr.length, c = 0;
        for (int x : arr) if (x <= k) c++;
        if (c == 0) return 0;
        int bad = 0;
        for (int i = 0; i < c; i++) if (arr[i] > k) bad++;
        int best = bad;
        for (int i = c; i < n; i++) {
            if (arr[i] > k) bad++;
            if (arr[i - c] > k) bad--;
            best = Math.min(best, bad);
        }
        return best;
    }
}
