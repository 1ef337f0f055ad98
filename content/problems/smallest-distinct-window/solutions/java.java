class Solution {
    public int findSubString(String str) {
        boolean[] seen = new boolean[128];
        int need = 0;
        for (int i = 0; i < str.length(); i++) if (!seen[str.charAt(i)]) { seen[str.charAt(i)] = true; need++; }
        int[] count = new int[128];
        int have = 0, best = str.length(), left = 0;
        for (int right = 0; right < str.length(); right++) {
            if (count[str.charAt(right)]++ == 0) have++;
            while (have == need) {
                best = Math.min(best, right - left + 1);
                if (--count[str.charAt(left++)] == 0) have--;
            }
        }
        return best;
    }
}
