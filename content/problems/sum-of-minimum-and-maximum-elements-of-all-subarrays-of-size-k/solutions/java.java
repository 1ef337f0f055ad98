class Solution {
    public long sumOfKSubarrays(int[] arr, int k) {
        int n = arr.length;
        int[] maxQ = new int[n], minQ = new int[n];
        int maxH = 0, maxT = 0, minH = 0, minT = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            while (maxT > maxH && arr[maxQ[maxT - 1]] <= arr[i]) maxT--;
            maxQ[maxT++] = i;
            while (minT > minH && arr[minQ[minT - 1]] >= arr[i]) minT--;
            minQ[minT++] = i;
            if (maxQ[maxH] <= i - k) maxH++;
            if (minQ[minH] <= i - k) minH++;
            if (i >= k - 1) total += (long) arr[maxQ[maxH]] + arr[minQ[minH]];
        }
        return total;
    }
}
