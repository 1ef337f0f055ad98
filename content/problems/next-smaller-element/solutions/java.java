class Solution {
    public int[] nextSmallerElement(int[] arr) {
        int n = arr.length;
        int[] ans = new int[n];
        int[] st = new int[n];
        int top = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && st[top - 1] >= arr[i]) top--;
            ans[i] = top > 0 ? st[top - 1] : -1;
            st[top++] = arr[i];
        }
        return ans;
    }
}
