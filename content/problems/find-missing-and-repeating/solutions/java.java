class Solution {
    public int[] findTwoElement(int[] arr) {
        int n = arr.length;
        boolean[] seen = new boolean[n + 1];
        int rep = 0, miss = 0;
        for (int v : arr) {
            if (seen[v]) rep = v;
            seen[v] = true;
        }
        for (int v = 1; v <= n; v++) if (!seen[v]) miss = v;
        return new int[] {rep, miss};
    }
}
