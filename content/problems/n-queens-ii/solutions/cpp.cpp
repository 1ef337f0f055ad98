class Solution {
    int full;
    int count(int cols, int d1, int d2) {
        if (cols == full) return 1;
        int total = 0;
        int freeCols = full & ~(cols | d1 | d2);
        while (freeCols) {
            int bit = freeCols & -freeCols;
            freeCols -= bit;
            total += count(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
        }
        return total;
    }
public:
    int totalNQueens(int n) {
        full = (1 << n) - 1;
        return count(0, 0, 0);
    }
};
