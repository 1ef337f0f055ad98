class Solution {
    public boolean find3Numbers(int[] arr, int x) {
        int[] a = arr.clone();
        Arrays.sort(a);
        int n = a.length;
        for (int i = 0; i + 2 < n; i++) {
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                int s = a[i] + a[lo] + a[hi];
                if (s == x) return true;
                if (s < x) lo++;
                else hi--;
            }
        }
        return false;
    }
}
