class Solution {
public:
    int countSetBits(int n) {
        long long m = (long long)n + 1, total = 0;
        for (long long p = 1; p <= n; p *= 2) total += (m / (2 * p)) * p + max(0LL, m % (2 * p) - p);
        return (int)total;
    }
};
