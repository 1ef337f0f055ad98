class Solution {
    public long subarrayXor(int[] arr, int k) {
        HashMap<Integer, Integer> seen = new HashMap<>();
        seen.put(0, 1);
        int x = 0;
        long count = 0;
        for (int v : arr) {
            x ^= v;
            count += seen.getOrDefault(x ^ k, 0);
            seen.merge(x, 1, Integer::sum);
        }
        return count;
    }
}
