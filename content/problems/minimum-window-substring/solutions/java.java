class Solution {
    public String minWindow(String s, String t) {
        if (t.length() > s.length()) return "";
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length();
        int n = s.length(), l = 0, bestLen = n + 1, bestL = 0;
        for (int r = 0; r < n; r++) {
            if (need[s.charAt(r)]-- > 0) missing--;
            while (missing == 0) {
                if (r - l + 1 < bestLen) {
                    bestLen = r - l + 1;
                    bestL = l;
                }
                if (++need[s.charAt(l)] > 0) missing++;
                l++;
            }
        }
        return bestLen > n ? "" : s.substring(bestL, bestL + bestLen);
    }
}
