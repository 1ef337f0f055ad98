class Solution {
    public int removals(int[] arr, int k) {
        int[] a = arr.clone();
        Arrays.sort(a);
        int n = a.length, best = 0, j = 0;
        for (int i = 0; i < n; i++) {
            if (j < i) j = i;
            while (j + 1 < n && (long) a[j + 1] - a[i] <= k) j++;
            best = Math.max(best, j - i + 1);
        }
        return n - best;
    }
}
