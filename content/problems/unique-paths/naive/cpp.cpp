class Solution {
public:
    int uniquePaths(int m, int n) {
        // every route into the bottom-right cell comes from above or from the left
        if (m == 1 || n == 1) return 1;
        return uniquePaths(m - 1, n) + uniquePaths(m, n - 1);
    }
};
