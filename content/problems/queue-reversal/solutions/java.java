class Solution {
    public int[] rev(int[] q) {
        int n = q.length;
        int[] out = new int[n];
        for (int i = 0; i < n; i++) out[i] = q[n - 1 - i];
        return out;
    }
}
