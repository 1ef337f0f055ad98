class Solution {
    public int maxSubstring(String s) {
        if (s.indexOf('0') < 0) return -1;
        int best = Integer.MIN_VALUE, cur = 0;
        for (int i = 0; i < s.length(); i++) {
            int v = s.charAt(i) == '0' ? 1 : -1;
            cur = Math.max(v, cur + v);
            best = Math.max(best, cur);
        }
        return best;
    }
}
