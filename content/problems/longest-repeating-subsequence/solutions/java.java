class Solution {
    public int LongestRepeatingSubsequence(String str) {
        int n = str.length();
        int[] prev = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            int[] cur = new int[n + 1];
            for (int j = 1; j <= n; j++)
                cur[j] = (str.charAt(i - 1) == str.charAt(j - 1) && i != j) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
            prev = cur;
        }
        return prev[n];
    }
}
