class Solution {
    public int[] mergeHeaps(int[] a, int[] b) {
        int n = a.length + b.length;
        int[] c = new int[n];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        for (int i = n / 2 - 1; i >= 0; i--) {
            int j = i;
            while (true) {
                int big = j, l = 2 * j + 1, r = l + 1;
                if (l < n && c[l] > c[big]) big = l;
                if (r < n && c[r] > c[big]) big = r;
                if (big == j) break;
                int t = c[j]; c[j] = c[big]; c[big] = t;
                j = big;
            }
        }
        return c;
    }
}
