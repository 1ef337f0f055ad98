class Solution {
    public long findSubarray(int[] arr) {
        HashMap<Long, Integer> seen = new HashMap<>();
        seen.put(0L, 1);
        long sum = 0, count = 0;
        for (int v : arr) {
            sum += v;
            int c = seen.getOrDefault(sum, 0);
            count += c;
            seen.put(sum, c + 1);
        }
        return count;
    }
}
