class Solution {
public:
    int nthRoot(int n, int m) {
        for (long long x = 1;; x++) {
            long long p = 1;
            for (int i = 0; i < n && p <= m; i++) p *= x;
            if (p == m) return (int)x;
            if (p > m) return -1;
        }
    }
};
