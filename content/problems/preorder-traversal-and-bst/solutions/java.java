class Solution {
    public boolean canRepresentBST(int[] arr) {
        int[] stack = new int[arr.length];
        int top = 0;
        long low = Long.MIN_VALUE;
        for (int x : arr) {
            if (x < low) return false;
            while (top > 0 && stack[top - 1] < x) low = stack[--top];
            stack[top++] = x;
        }
        return true;
    }
}
