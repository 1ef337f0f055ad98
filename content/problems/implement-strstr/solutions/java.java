class Solution {
    public int strStr(String haystack, String needle) {
        int m = needle.length();
        int[] pi = new int[m];
        for (int j = 1, k = 0; j < m; j++) {
            while (k > 0 && needle.charAt(j) != needle.charAt(k)) k = pi[k - 1];
            if (needle.charAt(j) == needle.charAt(k)) k++;
            pi[j] = k;
        }
        for (int i = 0, k = 0; i < haystack.length(); i++) {
            while (k > 0 && haystack.charAt(i) != needle.charAt(k)) k = pi[k - 1];
            if (haystack.charAt(i) == needle.charAt(k)) k++;
            if (k == m) return i - m + 1;
        }
        return -1;
    }
}
