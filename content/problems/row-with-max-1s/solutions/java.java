class Solution {
    public int rowWithMax1s(int[][] arr) {
        int best = -1, most = 0, m = arr[0].length;
        for (int i = 0; i < arr.length; i++) {
            int lo = 0, hi = m;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (arr[i][mid] == 1) hi = mid; else lo = mid + 1;
            }
            if (m - lo > most) { most = m - lo; best = i; }
        }
        return best;
    }
}
