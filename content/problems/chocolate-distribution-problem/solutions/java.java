class Solution {
    public int findMinDiff(int[] a, int m) {
        int[] s = a.clone();
        Arrays.sort(s);
        int best = Integer.MAX_VALUE;
        for (int i = 0; i + m - 1 < s.length; i++) best = Math.min(best, s[i + m - 1] - s[i]);
        return best;
    }
}
