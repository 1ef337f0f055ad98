class Solution {
    public List<Integer> majorityElement(int[] nums) {
        long a = Long.MIN_VALUE, b = Long.MIN_VALUE;
        int ca = 0, cb = 0;
        for (int x : nums) {
            if (x == a) ca++;
            else if (x == b) cb++;
            else if (ca == 0) { a = x; ca = 1; }
            else if (cb == 0) { b = x; cb = 1; }
            else { ca--; cb--; }
        }
        ca = 0; cb = 0;
        for (int x : nums) {
            if (x == a) ca++;
            else if (x == b) cb++;
        }
        List<Integer> out = new ArrayList<>();
        int limit = nums.length / 3;
        if (ca > limit) out.add((int) a);
        if (cb > limit) out.add((int) b);
        return out;
    }
}
