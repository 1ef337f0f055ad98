class Solution {
    long long zeros(long long x) {
        long long z = 0;
        for (long long p = 5; p <= x; p *= 5) z += x / p;
        return z;
    }

public:
    int findNum(int n) {
        long long lo = 1, hi = 5LL * n;
        while (lo < hi) {
            long long mid = (lo + hi) / 2;
            if (zeros(mid) >= n) hi = mid;
            else lo = mid + 1;
        }
        return (int)lo;
    }
};
