class Solution {
    public int[] nextLargerElement(int[] arr) {
        int n = arr.length;
        int[] out = new int[n];
        int[] st = new int[n];
        int top = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && st[top - 1] <= arr[i]) top--;
            out[i] = top > 0 ? st[top - 1] : -1;
            st[top++] = arr[i];
        }
        return out;
    }
}
