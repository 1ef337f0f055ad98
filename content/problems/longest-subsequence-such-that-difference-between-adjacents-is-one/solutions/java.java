class Solution {
    public int longestSubseq(int[] arr) {
        HashMap<Integer, Integer> best = new HashMap<>();
        int ans = 0;
        for (int v : arr) {
            int cur = 1 + Math.max(best.getOrDefault(v - 1, 0), best.getOrDefault(v + 1, 0));
            if (cur > best.getOrDefault(v, 0)) best.put(v, cur);
            ans = Math.max(ans, cur);
        }
        return ans;
    }
}
