class Solution {
    private int atMost(int[] row, int v) {
        int lo = 0, hi = row.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (row[mid] <= v) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    public int median(int[][] mat) {
        int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        for (int[] row : mat) {
            lo = Math.min(lo, row[0]);
            hi = Math.max(hi, row[row.length - 1]);
        }
        long half = (long) mat.length * mat[0].length / 2;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long count = 0;
            for (int[] row : mat) count += atMost(row, mid);
            if (count > half) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
}
