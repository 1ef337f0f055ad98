class Solution {
    public void rearrange(int[] arr) {
        int n = arr.length, np = 0, nn = 0;
        int[] pos = new int[n], neg = new int[n];
        for (int v : arr) {
            if (v >= 0) pos[np++] = v;
            else neg[nn++] = v;
        }
        int p = 0, q = 0, k = 0;
        while (p < np && q < nn) {
            arr[k++] = pos[p++];
            arr[k++] = neg[q++];
        }
        while (p < np) arr[k++] = pos[p++];
        while (q < nn) arr[k++] = neg[q++];
    }
}
