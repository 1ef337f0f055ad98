class Solution {
    public long getPairsCount(int[] arr, int k) {
        HashMap<Integer, Integer> seen = new HashMap<>();
        long count = 0;
        for (int x : arr) {
            count += seen.getOrDefault(k - x, 0);
            seen.merge(x, 1, Integer::sum);
        }
        return count;
    }
}
