class Solution {
    int c(int n, int r) {
        if (r == 0 || r == n) return 1;
        if (r > n) return 0;
        return (c(n - 1, r - 1) + c(n - 1, r)) % 1000000007;
    }
public:
    int nCr(int n, int r) { return c(n, r); }
};
