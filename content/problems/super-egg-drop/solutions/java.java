class Solution {
    public int superEggDrop(int k, int n) {
        long[] covered = new long[k + 1];
        int moves = 0;
        while (covered[k] < n) {
            moves++;
            for (int e = k; e >= 1; e--) covered[e] = covered[e] + covered[e - 1] + 1;
        }
        return moves;
    }
}
