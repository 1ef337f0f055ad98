class Solution {
    public String reorganizeString(String s) {
        int n = s.length();
        int[] cnt = new int[26];
        for (char c : s.toCharArray()) cnt[c - 'a']++;
        int top = 0;
        for (int l = 1; l < 26; l++) if (cnt[l] > cnt[top]) top = l;
        if (cnt[top] > (n + 1) / 2) return "";
        char[] out = new char[n];
        int i = 0;
        int[] order = new int[27];
        order[0] = top;
        for (int l = 0; l < 26; l++) order[l + 1] = l;
        for (int l : order) {
            while (cnt[l] > 0) {
                if (i >= n) i = 1;
                out[i] = (char) ('a' + l);
                i += 2;
                cnt[l]--;
            }
        }
        return new String(out);
    }
}
