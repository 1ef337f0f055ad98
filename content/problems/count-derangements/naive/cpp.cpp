class Solution {
    long long d(int n) {
        if (n == 0) return 1;
        if (n == 1) return 0;
        return (long long)(n - 1) * ((d(n - 1) + d(n - 2)) % 1000000007) % 1000000007;
    }
public:
    int countDer(int n) { return (int)d(n); }
};
