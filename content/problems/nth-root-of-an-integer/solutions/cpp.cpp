class Solution {
    // Compares mid^n with m without overflowing: 0 below, 1 equal, 2 above.
    int compare(long long mid, int n, long long m) {
        long long p = 1;
        for (int i = 0; i < n; i++) {
            p *= mid;
            if (p > m) return 2;
        }
        return p == m ? 1 : 0;
    }

public:
    int nthRoot(int n, int m) {
        long long lo = 1, hi = m;
        while (lo <= hi) {
            long long mid = lo + (hi - lo) / 2;
            int c = compare(mid, n, m);
            if (c == 1) return (int)mid;
            if (c == 2) hi = mid - 1;
            else lo = mid + 1;
        }
        return -1;
    }
};
