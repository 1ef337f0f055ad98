class Solution {
    public int[] rearrangeQueue(int[] q) {
        int h = q.length / 2;
        int[] out = new int[q.length];
        for (int i = 0; i < h; i++) {
            out[2 * i] = q[i];
            out[2 * i + 1] = q[h + i];
        }
        return out;
    }
}
