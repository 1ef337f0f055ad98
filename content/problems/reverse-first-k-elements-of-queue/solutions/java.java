class Solution {
    public int[] modifyQueue(int[] q, int k) {
        int[] out = q.clone();
        for (int i = 0, j = k - 1; i < j; i++, j--) {
            int t = out[i];
            out[i] = out[j];
            out[j] = t;
        }
        return out;
    }
}
