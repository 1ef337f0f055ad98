class Solution {
    public int kthSmallest(int[][] matrix, int k) {
        int n = matrix.length;
        long lo = matrix[0][0], hi = matrix[n - 1][n - 1];
        while (lo < hi) {
            long mid = Math.floorDiv(lo + hi, 2);
            int row = n - 1, col = 0;
            long count = 0;
            while (row >= 0 && col < n) {
                if (matrix[row][col] <= mid) { count += row + 1; col++; }
                else row--;
            }
            if (count >= k) hi = mid; else lo = mid + 1;
        }
        return (int) lo;
    }
}
