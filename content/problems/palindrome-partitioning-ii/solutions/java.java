class Solution {
    public int minCut(String s) {
        int n = s.length();
        char[] a = s.toCharArray();
        int[] cut = new int[n];
        for (int j = 0; j < n; j++) cut[j] = j;
        for (int c = 0; c < n; c++) {
            for (int w = 0; w < 2; w++) {
                int l = c, r = c + w;
                while (l >= 0 && r < n && a[l] == a[r]) {
                    int v = l == 0 ? 0 : cut[l - 1] + 1;
                    if (v < cut[r]) cut[r] = v;
                    l--;
                    r++;
                }
            }
        }
        return cut[n - 1];
    }
}
