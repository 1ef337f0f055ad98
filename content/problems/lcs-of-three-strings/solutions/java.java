class Solution {
    public int LCSof3(String a, String b, String c) {
        int n2 = b.length(), n3 = c.length();
        int[][] prev = new int[n2 + 1][n3 + 1], cur = new int[n2 + 1][n3 + 1];
        for (int i = 0; i < a.length(); i++) {
            char x = a.charAt(i);
            for (int j = 1; j <= n2; j++)
                for (int k = 1; k <= n3; k++)
                    cur[j][k] = (x == b.charAt(j - 1) && b.charAt(j - 1) == c.charAt(k - 1)) ? prev[j - 1][k - 1] + 1
                            : Math.max(prev[j][k], Math.max(cur[j - 1][k], cur[j][k - 1]));
            int[][] t = prev; prev = cur; cur = t;
        }
        return prev[n2][n3];
    }
}
