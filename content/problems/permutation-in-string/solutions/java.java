class Solution {
    public boolean checkInclusion(String s1, String s2) {
        int m = s1.length(), n = s2.length();
        if (m > n) return false;
        int[] need = new int[26], have = new int[26];
        for (int i = 0; i < m; i++) {
            need[s1.charAt(i) - 'a']++;
            have[s2.charAt(i) - 'a']++;
        }
        int matches = 0;
        for (int i = 0; i < 26; i++) if (need[i] == have[i]) matches++;
        for (int i = m; i < n; i++) {
            if (matches == 26) return true;
            int add = s2.charAt(i) - 'a', rem = s2.charAt(i - m) - 'a';
            if (add == rem) continue;
            if (have[add] == need[add]) matches--;
            if (++have[add] == need[add]) matches++;
            if (have[rem] == need[rem]) matches--;
            if (--have[rem] == need[rem]) matches++;
        }
        return matches == 26;
    }
}
