class Solution {
    public List<Integer> findAnagrams(String s, String p) {
        List<Integer> out = new ArrayList<>();
        int m = p.length(), n = s.length();
        if (m > n) return out;
        int[] need = new int[26];
        for (int i = 0; i < m; i++) need[p.charAt(i) - 'a']++;
        int missing = m;
        for (int r = 0; r < n; r++) {
            int c = s.charAt(r) - 'a';
            if (need[c] > 0) missing--;
            need[c]--;
            if (r >= m) {
                int o = s.charAt(r - m) - 'a';
                if (++need[o] > 0) missing++;
            }
            if (missing == 0) out.add(r - m + 1);
        }
        return out;
    }
}
