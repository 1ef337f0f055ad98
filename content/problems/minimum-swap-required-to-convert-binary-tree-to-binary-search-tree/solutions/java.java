class Solution {
    private int[] seq;
    private int pos;

    public int minSwaps(int[] A) {
        int n = A.length;
        seq = new int[n];
        pos = 0;
        inorder(A, 0);
        long[] keyed = new long[n];
        for (int p = 0; p < n; p++) keyed[p] = ((long) seq[p] << 20) | p;
        Arrays.sort(keyed);
        int[] idx = new int[n];
        for (int k = 0; k < n; k++) idx[k] = (int) (keyed[k] & ((1 << 20) - 1));
        boolean[] seen = new boolean[n];
        int swaps = 0;
        for (int k = 0; k < n; k++) {
            if (seen[k]) continue;
            int len = 0;
            for (int q = k; !seen[q]; q = idx[q]) {
                seen[q] = true;
                len++;
            }
            swaps += len - 1;
        }
        return swaps;
    }

    private void inorder(int[] A, int i) {
        if (i >= A.length) return;
        inorder(A, 2 * i + 1);
        seq[pos++] = A[i];
        inorder(A, 2 * i + 2);
    }
}
