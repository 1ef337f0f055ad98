class Solution {
    public int majorityElement(int[] arr) {
        int candidate = -1, votes = 0;
        for (int v : arr) {
            if (votes == 0) candidate = v;
            votes += v == candidate ? 1 : -1;
        }
        int count = 0;
        for (int v : arr) if (v == candidate) count++;
        return 2L * count > arr.length ? candidate : -1;
    }
}
