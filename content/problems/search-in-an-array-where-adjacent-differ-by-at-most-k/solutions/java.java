class Solution {
    public int search(int[] arr, int x, int k) {
        int i = 0;
        while (i < arr.length) {
            if (arr[i] == x) return i;
            i += Math.max(1, Math.abs(arr[i] - x) / k);
        }
        return -1;
    }
}
