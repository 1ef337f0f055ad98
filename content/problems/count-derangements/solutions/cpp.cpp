class Solution {
public:
    int countDer(int n) {
        const long long M = 1000000007;
        long long a = 1, b = 0;
        for (int i = 2; i <= n; i++) {
            long long c = (long long)(i - 1) * ((a + b) % M) % M;
            a = b;
            b = c;
        }
        return (int)b;
    }
};
