class Solution {
    private int full;

    public int totalNQueens(int n) {
        full = (1 << n) - 1;
        return count(0, 0, 0);
    }

    private int count(int cols, int d1, int d2) {
        if (cols == full) return 1;
        int total = 0;
        int free = full & ~(cols | d1 | d2);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            total += count(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
        }
        return total;
    }
}
