class Solution {
public:
    long long countWays(int n, int k) {
        const long long M = 1000000007;
        long long diff = k % M, same = 0;
        for (int i = 2; i <= n; i++) {
            long long nd = (same + diff) % M * (k - 1) % M;
            same = diff;
            diff = nd;
        }
        return (same + diff) % M;
    }
};
