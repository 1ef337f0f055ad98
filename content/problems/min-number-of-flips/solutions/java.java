class Solution {
    public int minFlips(String s) {
        int n = s.length(), d = 0;
        for (int i = 0; i < n; i++) if (s.charAt(i) != (i % 2 == 1 ? '1' : '0')) d++;
        return Math.min(d, n - d);
    }
}
