class Solution {
    private final List<List<String>> out = new ArrayList<>();
    private final List<String> path = new ArrayList<>();
    private boolean[][] pal;

    public List<List<String>> partition(String s) {
        int n = s.length();
        pal = new boolean[n][n];
        for (int i = n - 1; i >= 0; i--)
            for (int j = i; j < n; j++)
                pal[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 2 || pal[i + 1][j - 1]);
        go(s, 0);
        return out;
    }

    private void go(String s, int start) {
        if (start == s.length()) {
            out.add(new ArrayList<>(path));
            return;
        }
        for (int e = start; e < s.length(); e++) {
            if (!pal[start][e]) continue;
            path.add(s.substring(start, e + 1));
            go(s, e + 1);
            path.remove(path.size() - 1);
        }
    }
}
