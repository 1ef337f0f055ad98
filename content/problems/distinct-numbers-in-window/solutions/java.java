class Solution {
    public int[] dNums(int[] A, int B) {
        HashMap<Integer, Integer> freq = new HashMap<>();
        int[] out = new int[A.length - B + 1];
        for (int i = 0; i < A.length; i++) {
            freq.merge(A[i], 1, Integer::sum);
            if (i >= B) {
                int old = A[i - B];
                if (freq.merge(old, -1, Integer::sum) == 0) freq.remove(old);
            }
            if (i >= B - 1) out[i - B + 1] = freq.size();
        }
        return out;
    }
}
