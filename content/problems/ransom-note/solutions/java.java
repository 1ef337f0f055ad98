class Solution {
    public boolean canConstruct(String ransomNote, String magazine) {
        if (ransomNote.length() > magazine.length()) return false;
        int[] have = new int[26];
        for (int i = 0; i < magazine.length(); i++) have[magazine.charAt(i) - 'a']++;
        for (int i = 0; i < ransomNote.length(); i++) {
            if (--have[ransomNote.charAt(i) - 'a'] < 0) return false;
        }
        return true;
    }
}
