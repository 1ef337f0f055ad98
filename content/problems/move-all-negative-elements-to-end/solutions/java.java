class Solution {
    public void segregateElements(int[] arr) {
        int[] out = new int[arr.length];
        int w = 0;
        for (int x : arr) if (x >= 0) out[w++] = x;
        for (int x : arr) if (x < 0) out[w++] = x;
        System.arraycopy(out, 0, arr, 0, arr.length);
    }
}
