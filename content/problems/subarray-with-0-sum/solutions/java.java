class Solution {
    public boolean subArrayExists(int[] arr) {
        HashSet<Long> seen = new HashSet<>();
        seen.add(0L);
        long sum = 0;
        for (int x : arr) {
            sum += x;
            if (!seen.add(sum)) return true;
        }
        return false;
    }
}
