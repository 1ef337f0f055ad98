class Solution {
    public void threeWayPartition(int[] arr, int a, int b) {
        int low = 0, i = 0, high = arr.length - 1;
        while (i <= high) {
            if (arr[i] < a) {
                int t = arr[i];
                arr[i++] = arr[low];
                arr[low++] = t;
            } else if (arr[i] > b) {
                int t = arr[i];
                arr[i] = arr[high];
                arr[high--] = t;
            } else i++;
        }
    }
}
